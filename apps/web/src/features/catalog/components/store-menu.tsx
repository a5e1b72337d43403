import type { ProductCard as Product } from '@storefront/contracts/store';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { useProducts } from '../api/get-products';
import { scrollBehavior } from '../scroll-behavior';
import { useMenuSearch } from '../use-menu-search';
import { CategoryChips } from './category-chips';
import { MenuSearch } from './menu-search';
import type { ProductLink } from './product-card';
import { ProductGrid } from './product-grid';
import './catalog.css';

/**
 * A branch's menu on the Store screen: a search, the category chips and the product grid. The server
 * searches and filters the branch's listing (POST /v7/…/products/{page} with `search`, `category_id`).
 */
export function StoreMenu({ branchUuid, linkFor }: { branchUuid: string; linkFor: (product: Product) => ProductLink }) {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const search = useMenuSearch();
  const section = useRef<HTMLElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const searching = search.query !== '';

  const all = useProducts({ branchUuid });
  const shown = useProducts({ branchUuid, categoryId, search: search.query });
  const products = categoryId === null && !searching ? all : shown;
  const chips = all.data?.pages[0]?.categories ?? [];
  const chosen = chips.find((c) => c.id === categoryId);

  // A search looks through the whole branch, and typing drops the chosen category: a customer who types
  // "adobo" wants it wherever the merchant filed it, and a match hidden by a chip chosen earlier would
  // read as "not sold here". Picking a chip in turn ends the search: the chip is a way to browse.
  const typeSearch = (text: string) => {
    search.setText(text);
    if (text.trim()) setCategoryId(null);
  };
  const chooseCategory = (id: number | null) => {
    search.clear();
    setCategoryId(id);
    // Deep in a long category, the next one starts at its top, just under the sticky chips (the root's
    // scroll-padding-top, catalog.css, keeps it clear of the navbar and the chips).
    const menu = section.current;
    const chipsBottom = menu?.previousElementSibling?.getBoundingClientRect().bottom ?? 0;
    if (menu && menu.getBoundingClientRect().top < chipsBottom)
      menu.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  };

  const clearSearch = () => {
    search.clear();
    // The button pressed may go with the search (the empty state's): the field keeps the focus.
    searchField.current?.focus();
  };

  const quoted = `“${search.query}”`;
  const title = searching ? `Results for ${quoted}` : (chosen?.name ?? 'Menu');
  return (
    <>
      <MenuSearch
        label="Search this store's menu"
        text={search.text}
        onTextChange={typeSearch}
        onClear={clearSearch}
        inputRef={searchField}
      />
      <CategoryChips categories={chips} selected={searching ? null : categoryId} onSelect={chooseCategory} />
      <section ref={section} aria-labelledby="menu-title" className="stack-sm store-menu">
        <h2 id="menu-title" className="section__title">
          {title}
        </h2>
        <p role="status" className="visually-hidden">
          {searching && !products.isPending ? searchOutcome(products.data?.pages, quoted) : ''}
        </p>
        <ProductGrid
          label={searching ? 'Search results' : chosen ? `${chosen.name} products` : 'Menu'}
          pages={products.data?.pages}
          isPending={products.isPending}
          error={products.error}
          onRetry={() => void products.refetch()}
          hasNextPage={products.hasNextPage}
          isFetchingNextPage={products.isFetchingNextPage}
          fetchNextPage={() => void products.fetchNextPage()}
          linkFor={linkFor}
          empty={
            searching ? (
              <EmptyState title={`No results for ${quoted}.`}>
                <p>Check the spelling, or try another word.</p>
                <button type="button" className="btn btn-outline" onClick={clearSearch}>
                  Clear search
                </button>
              </EmptyState>
            ) : (
              <EmptyState title={chosen ? `No ${chosen.name} at this store yet.` : 'This store has no products yet.'} />
            )
          }
        />
      </section>
    </>
  );
}

/** What a screen reader hears once a search has answered. */
function searchOutcome(pages: { list: unknown[]; max_page: number }[] | undefined, quoted: string): string {
  const first = pages?.[0];
  if (!first) return '';
  if (!first.list.length) return `No results for ${quoted}.`;
  if (first.max_page > 1) return `More than ${first.list.length} results for ${quoted}.`;
  return `${first.list.length} ${first.list.length === 1 ? 'result' : 'results'} for ${quoted}.`;
}
