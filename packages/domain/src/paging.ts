/** Page arithmetic for paged lists: pages are numbered from 1. */
export type PageInfo = { offset: number; limit: number };

export function pageWindow(page: number, perPage: number): PageInfo {
  return { offset: (page - 1) * perPage, limit: perPage };
}

export function pageLinks(page: number, perPage: number, total: number) {
  const maxPage = Math.max(1, Math.ceil(total / perPage));
  return { current_page: page, max_page: maxPage, next_page: page < maxPage ? page + 1 : null };
}
