import type { Cart } from '@storefront/contracts/cart';
import { useEffect, useRef, useState } from 'react';
import { cartPromptMessage } from './cart-view';

/**
 * A cart fetched this long ago or less is already the refreshed cart of a screen just entered: on a first
 * load the layout's loader (or the page's own answer) fetched it a moment before the screen's code ran,
 * and asking again would cost a slow phone a round trip and a second render of the whole screen.
 */
export const JUST_FETCHED_MS = 2_000;

/**
 * Spec §4 for the Cart and Checkout screens: the cart is refreshed on entering, and a message of the
 * cart's that the screen must show ('removed from cart'; on Checkout also 'logistic type is not
 * available') opens the prompt. Returns the prompt's text (null when closed) and its setter.
 */
export function useCartPrompt(
  cart: { data: Cart | undefined; dataUpdatedAt: number; refetch: () => unknown },
  screen: 'cart' | 'checkout',
): [string | null, (text: string | null) => void] {
  const [prompt, setPrompt] = useState<string | null>(null);
  const { refetch } = cart;
  // When the cart was last fetched as the screen was entered (0: not yet).
  const fetchedAtEntry = useRef(cart.dataUpdatedAt).current;
  useEffect(() => {
    if (Date.now() - fetchedAtEntry > JUST_FETCHED_MS) void refetch();
  }, [refetch, fetchedAtEntry]);
  const message = cart.data?.message ?? '';
  useEffect(() => setPrompt(cartPromptMessage(message, screen)), [message, screen]);
  return [prompt, setPrompt];
}
