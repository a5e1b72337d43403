/**
 * Answers to the calls a screen makes first, put in the first HTML (the bootstrap's `first_answers`) so
 * the screen renders as soon as its script runs instead of a round trip later: on a slow phone link a
 * round trip is a good part of a second (issue 28). Only what is public and cached on the server (the
 * catalogue, the branch listing: issue 25 made them cheap) and what needs nothing the server cannot see
 * (no customer position, no signed-in customer): the client uses an answer only for the very same call
 * made as a guest (apps/web/src/lib/first-answers.ts).
 *
 * Each answer is the API's own, got by calling the route in-process, so it cannot drift from it.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html';
import { UUID_PATTERN as UUID } from '../lib/uuid';

export type FirstCall = { method: 'GET' | 'POST'; url: string; body?: Record<string, unknown> };
export type FirstAnswer = FirstCall & { answer: unknown };

/**
 * The calls the client makes at once on the screen at `screenPath` (the path after /{subdomain}),
 * exactly as it makes them (apps/web/src/features/…/api, app/router.tsx's loaders). None elsewhere.
 */
export function firstCalls(screenPath: string): FirstCall[] {
  const [, page = '', id = ''] = screenPath.split('/');
  if (!page) return [{ method: 'POST', url: '/api/store/v4/public/customer/estore/product/categories/all', body: {} }];
  if (page !== 'store') return [];
  let branchUuid = '';
  try {
    branchUuid = decodeURIComponent(id).split('&')[0] ?? '';
  } catch {
    return [];
  }
  if (!UUID.test(branchUuid)) return [];
  return [
    // The store entry check (loaders.ts storeEntryLoader), the menu's first page, the header's details.
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
  return (menu?.list ?? [])
    .slice(0, 2)
    .flatMap((p) =>
      p.image ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(p.image)}">`] : [],
    )
    .join('');
}
