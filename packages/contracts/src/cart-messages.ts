/** The cart calls' messages (cart.ts), zod-free: screens show them without loading the schemas. */
import { NOTES_MAX_LENGTH } from '@storefront/domain/cart-rules';
import { CUT_OFF_MESSAGE } from '@storefront/domain/schedule';

export const CART_MESSAGES = {
  quantityWhole: 'Quantity must be a whole number.',
  quantityMinimum: 'Quantity must be at least 1.',
  notesTooLong: `Notes may not be greater than ${NOTES_MAX_LENGTH} characters.`,
  cartNotFound: 'Cart not found.',
  itemNotFound: 'Cart item not found.',
  scheduleRequired: 'Please select a schedule.',
  scheduleFormat: 'The schedule must look like YYYY-MM-DD HH:mm:ss.',
  locationLocked: 'Unable to Change Location. Please Remove Items From Your Cart.',
  cutOff: CUT_OFF_MESSAGE,
} as const;
