import type { Cart } from '@storefront/contracts/cart';
import { useEffect, useState } from 'react';
import { cartPromptMessage } from './cart-view';

/**
 * Spec §4 for the Cart and Checkout screens: the cart is refreshed on entering, and a message of the
 * cart's that the screen must show ('removed from cart'; on Checkout also 'logistic type is not
 * available') opens the prompt. Returns the prompt's text (null when closed) and its setter.
 */
export function useCartPrompt(
  cart: { data: Cart | undefined; refetch: () => unknown },
  screen: 'cart' | 'checkout',
): [string | null, (text: string | null) => void] {
  const [prompt, setPrompt] = useState<string | null>(null);
  const { refetch } = cart;
  useEffect(() => void refetch(), [refetch]);
  const message = cart.data?.message ?? '';
  useEffect(() => setPrompt(cartPromptMessage(message, screen)), [message, screen]);
  return [prompt, setPrompt];
}
