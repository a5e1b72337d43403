/**
 * Answers to the calls a screen makes first, put in the first HTML (the bootstrap's `first_answers`) so
 * the screen renders as soon as its script runs instead of a round trip later: on a slow phone link a
 * round trip is a good part of a second (issue 28). What is public and cached on the server (the
 * catalogue, the branch listing: issue 25 made them cheap), and a guest's own calls built from the
 * cookies their browser sends with the page (the guest cart's id, the chosen location's coordinates:
 * @storefront/contracts/page-cookies). Never a signed-in customer's (their token is not in a cookie): the
 * client uses an answer only for the very same call made as a guest (apps/web/src/lib/first-answers.ts).
 *
 * Each answer is the API's own, got by calling the route in-process, so it cannot drift from it.
 */

import { PRODUCT_CARD_SIZES } from '@storefront/contracts/media-renditions';
import {
  CART_COOKIE,
  type CookiePosition,
  cookieValue,
  POSITION_COOKIE,
  parsePositionCookie,
} from '@storefront/contracts/page-cookies';
import type { FastifyInstance } from 'fastify';
import { UUID_PATTERN as UUID } from '../lib/uuid';
import { imagePreload } from './image-markup';

export type FirstCall = { method: 'GET' | 'POST'; url: string; body?: Record<string, unknown> };
export type FirstAnswer = FirstCall & { answer: unknown };

/** What the page request tells of the guest: their cart's id and chosen position, when their cookies say. */
export type Guest = { cartUuid: string | null; position: CookiePosition | null };

export function guestOf(cookieHeader: string | undefined): Guest {
  const cart = cookieValue(cookieHeader, CART_COOKIE);
  return {
    cartUuid: cart && UUID.test(cart) ? cart : null,
    position: parsePositionCookie(cookieValue(cookieHeader, POSITION_COOKIE)),
  };
}

/** The screens whose first paint shows the cart: the navbar's badge, the cart itself, Checkout's parts. */
const SHOWS_CART = new Set(['', 'store', 'cart', 'checkout', 'brands', 'category']);

/** positionParams (apps/web/src/lib/position.ts): the API's customer_lat / customer_lng, or nothing. */
const positionParams = (position: CookiePosition | null) =>
  position ? { customer_lat: position.lat, customer_lng: position.lng } : {};

/** The branch listing's query, built as the client's api-client builds it (URLSearchParams of each value). */
const positionQuery = (position: CookiePosition | null) =>
  position ? `?${new URLSearchParams({ customer_lat: String(position.lat), customer_lng: String(position.lng) })}` : '';

/**
 * The calls the client makes at once on the screen at `screenPath` (the path after /{subdomain}),
 * exactly as it makes them (apps/web/src/features/…/api, app/router.tsx's loaders). None elsewhere.
 */
export function firstCalls(screenPath: string, guest: Guest): FirstCall[] {
  const [, page = '', id = ''] = screenPath.split('/');
  const calls: FirstCall[] = [];
  // The layout's loader asks for the cart (get-cart.ts): a guest without a cart id asks nothing.
  if (SHOWS_CART.has(page) && guest.cartUuid)
    calls.push({
      method: 'POST',
      url: '/api/store/v5/public/customer/estore/cart/item/list',
      body: { ...positionParams(guest.position), cart_uuid: guest.cartUuid },
    });
  if (!page)
    calls.push(
      { method: 'POST', url: '/api/store/v4/public/customer/estore/product/categories/all', body: {} },
      // Home's store lists: near the chosen location, or every public store without one (ADR 0029).
      {
        method: 'POST',
        url: '/api/store/v2/public/customer/estore/branch/nearby',
        body: positionParams(guest.position),
      },
      { method: 'GET', url: `/api/organization/branch/list${positionQuery(guest.position)}` },
    );
  if (page === 'checkout')
    calls.push({ method: 'GET', url: '/api/store/v1/public/customer/estore/settings/store/details' });
  if (page === 'store') calls.push(...storeCalls(id));
  return calls;
}

/** The store entry check (loaders.ts storeEntryLoader), the menu's first page, the header's details. */
function storeCalls(id: string): FirstCall[] {
  let branchUuid = '';
  try {
    branchUuid = decodeURIComponent(id).split('&')[0] ?? '';
  } catch {
    return [];
  }
  if (!UUID.test(branchUuid)) return [];
  return [
    { method: 'GET', url: `/api/organization/public/branch/view/${branchUuid}` },
    {
      method: 'POST',
      url: '/api/store/v7/public/customer/estore/products/1',
      body: { branch_uuid: branchUuid, customer_channel: 'estore_web' },
    },
    { method: 'GET', url: `/api/organization/v2/public/customer/branch/view/details/${branchUuid}` },
  ];
}

/** The calls answered in-process with the merchant's token, as a guest; a call that fails is left out. */
export async function firstAnswers(app: FastifyInstance, token: string, calls: FirstCall[]): Promise<FirstAnswer[]> {
  const answered = await Promise.all(
    calls.map(async (call) => {
      const res = await app.inject({
        method: call.method,
        url: call.url,
        headers: { 'x-merchant-token': token, ...(call.body ? { 'content-type': 'application/json' } : {}) },
        ...(call.body ? { payload: JSON.stringify(call.body) } : {}),
      });
      return res.statusCode === 200 ? { ...call, answer: res.json() } : null;
    }),
  );
  return answered.filter((a): a is FirstAnswer => a !== null);
}

/**
 * A store's first menu pictures (the first row on a phone, the page's largest paint), fetched with the
 * page rather than once the script has drawn the menu from the first answers.
 */
export function menuPicturePreloads(answers: FirstAnswer[]): string {
  const menu = answers.find((a) => a.url.startsWith('/api/store/v7/public/customer/estore/products/'))?.answer as
    | { list?: { image?: string | null }[] }
    | undefined;
  // Two products may share a picture (a rice meal and its variant): preloaded once.
  const pictures = new Set((menu?.list ?? []).slice(0, 2).flatMap((p) => (p.image ? [p.image] : [])));
  return [...pictures].map((image) => imagePreload(image, PRODUCT_CARD_SIZES)).join('');
}
