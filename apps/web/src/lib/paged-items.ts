/**
 * The items of a paged list loaded so far, each once: an item added while the customer reads shifts
 * the later pages by one, so the next page may repeat the last item of the one before.
 */
export function pagedItems<T extends { uuid: string }>(pages: readonly { list: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages)
    for (const item of page.list)
      if (!seen.has(item.uuid)) {
        seen.add(item.uuid);
        out.push(item);
      }
  return out;
}
