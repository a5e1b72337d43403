import type { Cart } from '@storefront/contracts/cart';
import type { SpecialDiscountId } from '@storefront/contracts/special-discount';
import { useState } from 'react';
import { FormAlert } from '@/components/fields';
import { errorMessage, isApiError } from '@/lib/api-client';
import { type CustomerPosition, positionParams } from '@/lib/position';
import { useApplyCartSpecialDiscount } from '../api/apply-cart-special-discount';
import { useSpecialDiscountIds } from '../api/get-special-discount-ids';
import { cartSelection, type IdSelection, selectedTypes, toggleSelection } from '../special-discount-view';
import { SpecialDiscountIds, type SpecialDiscountIdsProps } from './special-discount-ids';

/** The merchant's terms (store details special_discount[0]). */
export type SpecialDiscountTerms = { discount_terms?: string; discount_terms_item?: string };

export type CartSpecialDiscountProps = Pick<
  SpecialDiscountIdsProps,
  'customerUuid' | 'notice' | 'onRegister' | 'onDelete'
> & {
  /** The cart's special discount: the selection the section starts from. */
  cart: Pick<Cart, 'special_discount'>;
  terms: SpecialDiscountTerms | null | undefined;
  position: CustomerPosition;
  /** Refetches the cart; awaited after Confirm, before the modal closes. */
  refreshCart: () => Promise<unknown>;
  /** Confirm is done: with the server's message, or '' when there was nothing to change. */
  onConfirmed: (message: string) => void;
};

/**
 * Spec §2 Discount modal, §4 "Special discount in the cart": the saved IDs as choices (one per discount
 * type, not an 'Invalid ID'), the merchant's terms and Confirm, which stores the selection on the cart —
 * the server removes a promo code then — refetches the cart and closes the modal. Confirm with nothing
 * chosen clears the cart's discount; with nothing chosen and none on the cart there is nothing to send,
 * and a promo code stays. A refusal shows above Confirm.
 *
 * The selection starts as the cart's and is this component's alone: the screen gives it a key made of
 * the cart's selection, so when the cart's changes (a promo code applied, an ID deleted) it starts again.
 */
export function CartSpecialDiscount({
  cart,
  terms,
  position,
  refreshCart,
  onConfirmed,
  ...list
}: CartSpecialDiscountProps) {
  const ids = useSpecialDiscountIds(list.customerUuid);
  const [chosen, setChosen] = useState<IdSelection>(() => cartSelection(cart.special_discount));
  const [failure, setFailure] = useState<string | null>(null);
  const apply = useApplyCartSpecialDiscount(refreshCart);
  const termsText = [terms?.discount_terms, terms?.discount_terms_item].filter((t): t is string => Boolean(t?.trim()));

  const toggle = (id: SpecialDiscountId) => {
    setFailure(null);
    setChosen((current) => toggleSelection(current, id));
  };

  const confirm = async () => {
    if (apply.isPending) return;
    setFailure(null);
    const types = selectedTypes(chosen, ids.data);
    if (types.length === 0 && !cart.special_discount) {
      onConfirmed('');
      return;
    }
    try {
      const applied = await apply.mutateAsync({
        special_discount_types: types,
        special_discount_terms: terms?.discount_terms ?? '',
        special_discount_terms_item: terms?.discount_terms_item ?? '',
        ...positionParams(position),
      });
      onConfirmed(applied.message);
    } catch (error) {
      // A 422 names the refusal on special_discount_types (not offered for this cart, an invalid ID, …).
      setFailure((isApiError(error) && error.fieldErrors.special_discount_types) || errorMessage(error));
    }
  };

  return (
    <SpecialDiscountIds
      {...list}
      title="Senior Citizen / PWD ID"
      level={3}
      selection={{ chosen, onToggle: toggle, busy: apply.isPending }}
      footer={
        <>
          {termsText.length > 0 && (
            <div className="sd-terms">
              <h4 className="sd-terms__title">Terms and Conditions</h4>
              {termsText.map((text) => (
                <p key={text} className="sd-terms__text">
                  {text}
                </p>
              ))}
            </div>
          )}
          {/* Stays in view at the bottom of the modal while the IDs and terms scroll under it. */}
          <div className="sd-ids__actions">
            <FormAlert message={failure} />
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={apply.isPending || ids.isPending}
              onClick={() => void confirm()}
            >
              Confirm
            </button>
          </div>
        </>
      }
    />
  );
}
