import type { ProductCard as Product } from '@storefront/contracts/store';
import { useCallback, useMemo, useRef } from 'react';
import { EmptyState } from '@/components/empty-state';
import { useDrawnInTurn } from '@/lib/use-drawn-in-turn';
import { useProducts } from '../api/get-products';
import { menuSections } from '../menu-sections';
import { useFocusInSight } from '../use-focus-in-sight';
import { useMenuSearch } from '../use-menu-search';
import { useSectionSpy } from '../use-section-spy';
import { CategoryChips } from './category-chips';
import { MenuSearch } from './menu-search';
import { MenuSection } from './menu-section';
import type { ProductLink } from './product-card';
import { ProductGrid } from './product-grid';
import './catalog.css';

/** Pictures of the menu's first cards loaded at once: a phone's first screen shows two rows of two. */
const FIRST_SCREEN_PICTURES = 4;

/**
 * A branch's menu on the Store screen: a search, the category tabs and the menu in one section per
 * category (ADR 0035). The tabs stick under the navbar and mark the section in view; tapping one
 * scrolls to it. The first page of the branch's listing (POST /v7/…/products/1, fetched with the page)
 * draws the first sections; the others load as the customer nears them. A search looks through the
 * whole branch and shows its results flat, with no tab marked.
 */
export function StoreMenu({ branchUuid, linkFor }: { branchUuid: string; linkFor: (product: Product) => ProductLink }) {
  const search = useMenuSearch();
  const searchField = useRef<HTMLInputElement>(null);
  const bar = useRef<HTMLElement>(null);
  const menu = useRef<HTMLElement>(null);
  const searching = search.query !== '';

  const all = useProducts({ branchUuid });
  const results = useProducts({ branchUuid, search: search.query }, { enabled: searching });
  const first = all.data?.pages[0];
  const sections = useMemo(() => (first ? menuSections(first.categories, first) : []), [first]);
  // Where the menu's readable part starts: under the tabs' bar (or the navbar, with no tabs to show).
  const lineTop = useCallback(
    () => (bar.current ?? document.querySelector('header.navbar'))?.getBoundingClientRect().bottom ?? 0,
    [],
  );
  const tabs = useMemo(() => sections.map((s) => s.category), [sections]);
  const keys = useMemo(() => tabs.map((c) => c.id), [tabs]);
  const spy = useSectionSpy({
    keys,
    enabled: !searching && sections.length > 0,
    lineTop,
  });
  useFocusInSight(menu, lineTop);
  const { drawn, drawAll } = useDrawnInTurn(sections.length);

  // A tab is a way to browse: it ends a search, and the menu comes back at its section.
  const chooseCategory = (id: number) => {
    if (search.text) search.clear();
    drawAll();
    spy.jumpTo(id);
  };

  const clearSearch = () => {
    search.clear();
    // The button pressed may go with the search (the empty state's): the field keeps the focus.
    searchField.current?.focus();
  };

  const quoted = `“${search.query}”`;
  return (
    <>
      <MenuSearch
        label="Search this store's menu"
        text={search.text}
        onTextChange={search.setText}
        onClear={clearSearch}
        inputRef={searchField}
      />
      <CategoryChips navRef={bar} categories={tabs} current={spy.current} onSelect={chooseCategory} />
      <section ref={menu} aria-labelledby="menu-title" className="stack-sm store-menu">
        <h2 id="menu-title" className="section__title">
          {searching ? `Results for ${quoted}` : 'Menu'}
        </h2>
        <p role="status" className="visually-hidden">
          {searching && !results.isPending ? searchOutcome(results.data?.pages, quoted) : ''}
        </p>
        {searching ? (
          <ProductGrid
            label="Search results"
            pages={results.data?.pages}
            isPending={results.isPending}
            error={results.error}
            onRetry={() => void results.refetch()}
            hasNextPage={results.hasNextPage}
            isFetchingNextPage={results.isFetchingNextPage}
            fetchNextPage={() => void results.fetchNextPage()}
            linkFor={linkFor}
            empty={
              <EmptyState title={`No results for ${quoted}.`}>
                <p>Check the spelling, or try another word.</p>
                <button type="button" className="btn btn-outline" onClick={clearSearch}>
                  Clear search
                </button>
              </EmptyState>
            }
          />
        ) : sections.length ? (
          sections.slice(0, drawn).map((section, index) => (
            <MenuSection
              key={section.category.id}
              branchUuid={branchUuid}
              section={section}
              // A section the first page holds whole has nothing to load: its props stay the same as the
              // spy reaches it, so it is not drawn again (MenuSection is memo'd).
              load={!section.complete && spy.reached.has(section.category.id)}
              linkFor={linkFor}
              sectionRef={spy.sectionRef(section.category.id)}
              eagerImages={index === 0 ? FIRST_SCREEN_PICTURES : 0}
            />
          ))
        ) : (
          // Loading, failed, empty, or products the listing files under no category it lists: one
          // flat list, paged with 'Load more'.
          <ProductGrid
            label="Menu"
            pages={all.data?.pages}
            isPending={all.isPending}
            error={all.error}
            onRetry={() => void all.refetch()}
            hasNextPage={all.hasNextPage}
            isFetchingNextPage={all.isFetchingNextPage}
            fetchNextPage={() => void all.fetchNextPage()}
            linkFor={linkFor}
            empty={<EmptyState title="This store has no products yet." />}
          />
        )}
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
