/**
 * Small modules that many screens import, in two chunks instead of one each (issue 28, ADR 0036): on
 * a slow phone's HTTP/1.1 link every request waits its turn for one of six connections, and each
 * costs a round trip, so Checkout's 26 chunks and 7 stylesheets were six rounds before its first
 * render. What a captured module imports comes along into its chunk, so a module listed here must not
 * import zod, a contract's schemas, a dialog or a form library (client-imports.test.ts holds them to it).
 */

/** What the ordering screens (Cart, Checkout, orders, payments) share: their rules, words and fields. */
export const ORDERING_PARTS = [
  /packages\/domain\/src\/(schedule|payment-methods|points|points-label|order-status-label|order-date|promo-codes)\.ts$/,
  /packages\/contracts\/src\/[^/]*(words|messages|limits)\.ts$/,
  /apps\/web\/src\/lib\/(forms\/server-errors|forms\/allowed-characters|tenders|pay-by)\.ts$/,
  /apps\/web\/src\/components\/fields\./,
  /apps\/web\/src\/features\/cart\/components\/sticky-action-bar\.tsx$/,
];

/** What screens of every kind share: the other domain rules, the app's helpers and small components. */
export const SHARED_PARTS = [
  /packages\/domain\/src\//,
  /apps\/web\/src\/lib\/(?!forms\/use-contract-form)/,
  /apps\/web\/src\/components\/(?!prompt-dialog|stock-modal)/,
];

export const partOf = (parts: RegExp[]) => (id: string) => parts.some((part) => part.test(id));

/** Rolldown's groups: what the entry imports statically, then the two above. */
export const CHUNK_GROUPS = [
  // What the entry imports statically in one chunk instead of a dozen small ones. A module two groups
  // match goes to the higher priority's.
  { name: 'initial', tags: ['$initial' as const], priority: 3 },
  { name: 'ordering', test: partOf(ORDERING_PARTS), priority: 2 },
  { name: 'shared', test: partOf(SHARED_PARTS), priority: 1 },
];
