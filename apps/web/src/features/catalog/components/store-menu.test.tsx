// @vitest-environment happy-dom
import { ProductsBody } from '@storefront/contracts/store';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { fakeResizeObserver } from '@/test/resize-observer';
import { MENU_SEARCH_DEBOUNCE_MS } from '../use-menu-search';
import { MAX_MENU_SEARCH } from './menu-search';
import { StoreMenu } from './store-menu';

/** The product cards drawn, by name, in order: the real card, noted. */
const cardDraws = vi.hoisted(() => ({ names: [] as string[] }));
vi.mock('./product-card', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./product-card')>();
  return {
    ...actual,
    ProductCard: (props: Parameters<typeof actual.ProductCard>[0]) => {
      cardDraws.names.push(props.product.name);
      return actual.ProductCard(props);
    },
  };
});

const BRANCH = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const PRODUCTS = '/api/store/v7/public/customer/estore/products/:page';
const category = (id: number, name: string) => ({ id, uuid: `c${id}`, name, image: null });
const RICE = category(1, 'Rice Meals');
const SOUPS = category(2, 'Soups');
const DESSERTS = category(3, 'Desserts');
const DRINKS = category(4, 'Drinks');

const card = (name: string, categoryId: number) => ({
  uuid: `p-${name.toLowerCase().replaceAll(' ', '-')}`,
  name,
  description: '',
  type: 'simple',
  category_id: categoryId,
  image: null as string | null,
  regular_price: 149,
  sale_price: null,
  on_sale: false,
  in_stock: true,
  branch_uuid: BRANCH,
  branch_name: 'Ayala',
  brand_uuid: 'b1',
  brand_name: 'Lutong Bahay',
});
const numbered = (count: number, name: string, categoryId: number) =>
  Array.from({ length: count }, (_, i) => card(`${name} ${i + 1}`, categoryId));

/** A small menu: one page, so the first page draws every section. */
const SMALL = {
  categories: [RICE, SOUPS, DRINKS],
  products: [card('Chicken Adobo Rice Meal', 1), card('Pork Adobo Rice Meal', 1), card('Calamansi Juice', 4)],
};
/** 15 rice meals, 7 soups, 3 desserts, 25 drinks: page 1 ends inside Soups. */
const LONG = {
  categories: [RICE, SOUPS, DESSERTS, DRINKS],
  products: [
    ...numbered(15, 'Rice Meal', 1),
    ...numbered(7, 'Soup', 2),
    ...numbered(3, 'Dessert', 3),
    ...numbered(25, 'Drink', 4),
  ],
};

type Sent = { page: number; category_id?: number; search?: string };

/**
 * The products call as the server answers it: the branch's listing in category order, filtered by
 * category and search, 20 a page, every category the branch sells beside it.
 */
function serveMenu(menu: typeof SMALL = SMALL): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.post(PRODUCTS, async ({ request, params }) => {
      const body = (await request.json()) as Sent;
      const page = Number(params.page);
      sent.push({ page, category_id: body.category_id, search: body.search });
      const found = menu.products.filter(
        (p) =>
          (!body.category_id || p.category_id === body.category_id) &&
          (!body.search || p.name.toLowerCase().includes(body.search.toLowerCase())),
      );
      const maxPage = Math.max(1, Math.ceil(found.length / 20));
      return HttpResponse.json({
        list: found.slice((page - 1) * 20, page * 20),
        max_page: maxPage,
        next_page: page < maxPage ? page + 1 : null,
        current_page: page,
        categories: menu.categories,
      });
    }),
  );
  return sent;
}

const renderMenu = () =>
  renderWithProviders(<StoreMenu branchUuid={BRANCH} linkFor={(p) => ({ to: `/kainan/store/x/${p.uuid}` })} />);

const field = () => screen.getByRole('searchbox', { name: "Search this store's menu" }) as HTMLInputElement;
const names = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.product-card__name')?.textContent);
const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('button', { name });
const marked = () =>
  within(screen.getByRole('navigation', { name: 'Categories' }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-current') === 'true')
    .map((b) => b.textContent);
/** Waits for the menu's sections to be drawn: the first comes at once, the others a frame apart. */
const sectionsDrawn = (count: number) =>
  waitFor(() => expect(document.querySelectorAll('.menu-section')).toHaveLength(count));
const sectionHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const searches = (sent: Sent[]) => sent.filter((s) => s.search !== undefined).map((s) => s.search);
const categoryCalls = (sent: Sent[]) => sent.filter((s) => s.category_id).map((s) => [s.category_id, s.page]);

/**
 * A page laid out as the browser would (happy-dom lays nothing out): the sticky bar's bottom at 124px,
 * each section `height` px tall one under the other from 400px down the page, scrolled by `scrollY`;
 * scrollIntoView puts a section 8px under the bar (the root's scroll-padding-top) and fires 'scroll'.
 */
function layOut({ height = 1000 }: { height?: number | ((index: number) => number) } = {}) {
  const page = { scrollY: 0 };
  const heightOf = (i: number) => (typeof height === 'number' ? height : height(i));
  const topOf = (i: number) => 400 + Array.from({ length: i }, (_, n) => heightOf(n)).reduce((a, b) => a + b, 0);
  const box = (top: number, h: number) =>
    ({ top, bottom: top + h, height: h, left: 0, right: 390, width: 390, x: 0, y: top }) as DOMRect;
  const indexOf = (el: Element) => [...document.querySelectorAll('.menu-section')].indexOf(el);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.matches('.chips-bar')) return box(64, 60);
    if (this.matches('.menu-section')) return box(topOf(indexOf(this)) - page.scrollY, heightOf(indexOf(this)));
    return box(0, 0);
  });
  const scrollTo = (y: number) => {
    page.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  };
  const scrollIntoView = vi.fn(function (this: Element) {
    const i = indexOf(this);
    if (i >= 0) scrollTo(topOf(i) - 132);
  });
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => page.scrollY);
  // The menu's own scrolls (keeping the reading place): recorded, and applied as the browser would.
  const scrollBy = vi.fn(({ top }: ScrollToOptions) => scrollTo(page.scrollY + (top ?? 0)));
  window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
  return { page, scrollTo, scrollIntoView, scrollBy };
}

/** Makes `'onscrollend' in window` false, as in a browser without the event; returns the undo. */
function hideScrollEnd(): () => void {
  let owner: object | null = window;
  while (owner && !Object.hasOwn(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner);
  if (!owner) return () => {};
  const found = owner;
  const descriptor = Object.getOwnPropertyDescriptor(found, 'onscrollend') as PropertyDescriptor;
  delete (found as { onscrollend?: unknown }).onscrollend;
  return () => Object.defineProperty(found, 'onscrollend', descriptor);
}

const reduceMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: reduce && String(query).includes('reduce'), media: query }) as MediaQueryList,
    );

const original = { scrollIntoView: Element.prototype.scrollIntoView, scrollBy: window.scrollBy };
beforeEach(() => reduceMotion(false));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = original.scrollIntoView;
  window.scrollBy = original.scrollBy;
});

describe('the store menu in sections', () => {
  it('draws one heading per category, in the merchant’s order, with its products under it', async () => {
    const sent = serveMenu();
    layOut();
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });
    await sectionsDrawn(2);

    expect(sectionHeadings()).toEqual(['Rice Meals', 'Drinks']); // Soups: nothing sold here, no section
    expect(names('Rice Meals')).toEqual(['Chicken Adobo Rice Meal', 'Pork Adobo Rice Meal']);
    expect(names('Drinks')).toEqual(['Calamansi Juice']);
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Menu');
    // One page held the whole menu: nothing else was asked.
    expect(sent).toEqual([{ page: 1, category_id: undefined, search: undefined }]);
  });

  it('draws each card once: the spy finding the sections in view does not draw the ones held whole again', async () => {
    const sent = serveMenu(LONG);
    layOut();
    cardDraws.names = [];
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });
    // The spy has measured (the first tab marked) and Soups, near the screen, has been completed.
    await waitFor(() => expect(names('Soups')).toHaveLength(7));
    expect(marked()).toEqual(['Rice Meals']);
    expect(categoryCalls(sent)).toEqual([[2, 1]]);
    // Rice Meals came whole with page 1: each of its 15 cards drawn once. (Soups, drawn again to load
    // the rest of it, may draw its first five more than once.)
    expect(cardDraws.names.filter((name) => name.startsWith('Rice Meal'))).toHaveLength(15);
  });

  it("loads the first section's first four pictures at once (they open the screen), the rest lazily", async () => {
    const pictured = (p: ReturnType<typeof card>) => ({ ...p, image: `/media/${p.uuid}.svg` });
    serveMenu({ ...LONG, products: LONG.products.map(pictured) });
    layOut();
    renderMenu();
    const rice = await screen.findByRole('list', { name: 'Rice Meals' });
    const loading = (list: HTMLElement) => [...list.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading(rice)).toEqual([...Array(4).fill('eager'), ...Array(11).fill('lazy')]);
    expect(loading(await screen.findByRole('list', { name: 'Soups' }))).not.toContain('eager');
  });

  it('draws the first page at once and loads the later categories as the customer nears them', async () => {
    const sent = serveMenu(LONG);
    const { scrollTo } = layOut();
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });
    await sectionsDrawn(4);

    // Page 1 held all 15 rice meals and the first 5 soups; Soups is completed near the screen, the
    // categories two screens down are not asked for yet.
    expect(sectionHeadings()).toEqual(['Rice Meals', 'Soups', 'Desserts', 'Drinks']);
    expect(names('Rice Meals')).toHaveLength(15);
    await waitFor(() => expect(names('Soups')).toHaveLength(7));
    expect(categoryCalls(sent)).toEqual([[2, 1]]);
    expect(screen.getByText('Loading Desserts')).toBeTruthy();

    scrollTo(2000); // Soups under the bar, Desserts next, Drinks within a screen
    await waitFor(() => expect(names('Drinks')).toHaveLength(20));
    expect(names('Desserts')).toEqual(['Dessert 1', 'Dessert 2', 'Dessert 3']);
    expect(categoryCalls(sent)).toEqual([
      [2, 1],
      [3, 1],
      [4, 1],
    ]);

    // A category of more than 20 pages on in its own section, by a button the keyboard reaches.
    const more = screen.getByRole('button', { name: 'Load more Drinks' });
    expect(more.textContent).toBe('Load more');
    fireEvent.click(more);
    await waitFor(() => expect(names('Drinks')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more Drinks' })).toBeNull();
  });

  it('reads where the sections are only in an animation frame, not in the task that draws them', async () => {
    serveMenu(LONG);
    layOut();
    // Read in the render's task, the browser would lay the page out there too: one long task on a slow
    // phone. In a frame, that layout is the frame's own.
    let inFrame = false;
    const nextFrame = window.requestAnimationFrame.bind(window);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) =>
      nextFrame((time) => {
        inFrame = true;
        try {
          callback(time);
        } finally {
          inFrame = false;
        }
      }),
    );
    const laidOut = vi.mocked(HTMLElement.prototype.getBoundingClientRect).getMockImplementation() as () => DOMRect;
    const readOutsideFrames: string[] = [];
    vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockImplementation(function (this: HTMLElement) {
      if (!inFrame && this.matches('.menu-section, .chips-bar')) readOutsideFrames.push(this.className);
      return laidOut.call(this);
    });
    renderMenu();
    await sectionsDrawn(4);
    await waitFor(() => expect(names('Soups')).toHaveLength(7)); // measured: Soups found near the screen
    expect(marked()).toEqual(['Rice Meals']);
    expect(readOutsideFrames).toEqual([]);
  });

  it('marks the tab of the section in view as the page scrolls', async () => {
    serveMenu(LONG);
    const { scrollTo } = layOut();
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });
    // Above the first section's top: the first tab.
    await waitFor(() => expect(marked()).toEqual(['Rice Meals']));

    scrollTo(1200); // Soups' top (1400 down the page) is 76px under the bar's bottom: still Rice Meals
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(marked()).toEqual(['Rice Meals']);
    scrollTo(1400 - 132); // Soups' top reaches the bar (where a tab puts it)
    await waitFor(() => expect(marked()).toEqual(['Soups']));
    scrollTo(3500); // Drinks from 3400
    await waitFor(() => expect(marked()).toEqual(['Drinks']));
    expect(tab('Drinks').getAttribute('aria-current')).toBe('true');
    scrollTo(0);
    await waitFor(() => expect(marked()).toEqual(['Rice Meals']));
  });

  it('tapping a tab scrolls its section under the bar, marks it and moves the focus to its heading', async () => {
    serveMenu(LONG);
    const { scrollIntoView } = layOut();
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });

    fireEvent.click(tab('Drinks'));
    const drinks = screen.getByRole('heading', { level: 3, name: 'Drinks' });
    const section = drinks.closest('section');
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(document.activeElement).toBe(drinks);
    // Marked at once, not only once the page has settled there; its products are asked for.
    expect(marked()).toEqual(['Drinks']);
    await waitFor(() => expect(names('Drinks')).toHaveLength(20));
    // Once settled, the page agrees: Drinks is the section under the bar.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(marked()).toEqual(['Drinks']);
  });

  it('puts the section back under the bar only once the glide has ended, however long its scroll events pause', async () => {
    serveMenu(LONG);
    const { scrollTo, scrollIntoView } = layOut();
    // The glide is the browser's, off the main thread: scroll events come as the test sends them.
    scrollIntoView.mockImplementation(() => {});
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });

    fireEvent.click(tab('Desserts'));
    scrollTo(900);
    await new Promise((resolve) => setTimeout(resolve, 400)); // a busy phone: no scroll event for 400 ms
    expect(scrollIntoView).toHaveBeenCalledTimes(1); // the glide only: nothing put back in its middle
    expect(marked()).toEqual(['Desserts']);

    scrollTo(2400);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'instant' });
    expect(scrollIntoView.mock.contexts[1]).toBe(
      screen.getByRole('heading', { level: 3, name: 'Desserts' }).closest('section'),
    );
  });

  it('ends a jump once the page stops scrolling where the browser has no scrollend (Safari)', async () => {
    serveMenu(LONG);
    const { scrollTo, scrollIntoView } = layOut();
    scrollIntoView.mockImplementation(() => {});
    const restore = hideScrollEnd();
    try {
      renderMenu();
      await screen.findByRole('list', { name: 'Rice Meals' });
      fireEvent.click(tab('Desserts'));
      scrollTo(2400);
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'instant' });
    } finally {
      restore();
    }
  });

  it('jumps instead of gliding when the customer prefers reduced motion', async () => {
    reduceMotion(true);
    serveMenu(LONG);
    const { scrollIntoView } = layOut();
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });
    fireEvent.click(tab('Desserts'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
  });

  it('keeps what the customer reads in place when a section above it changes height', async () => {
    serveMenu(LONG);
    const heights = [1000, 1000, 1000, 1000];
    const { page, scrollTo, scrollBy } = layOut({ height: (i) => heights[i] ?? 1000 });
    const observer = fakeResizeObserver();
    renderMenu();
    await sectionsDrawn(4);
    scrollTo(3500); // reading Drinks; Rice Meals, Soups and Desserts are above the bar
    observer.resizeAll(); // the sizes as first seen

    heights[2] = 1300; // Desserts, above: 300px taller
    heights[3] = 1200; // Drinks, being read: grows below what is on screen
    observer.resizeAll();
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({ top: 300, behavior: 'instant' });
    expect(page.scrollY).toBe(3800);
  });

  it('keeps the place at the end of the page when a section above shrinks (the browser already pulled the page up)', async () => {
    serveMenu(LONG);
    const heights = [1000, 1000, 1000, 1000];
    const { page, scrollTo, scrollBy } = layOut({ height: (i) => heights[i] ?? 1000 });
    const observer = fakeResizeObserver();
    renderMenu();
    await sectionsDrawn(4);
    scrollTo(3556); // the end of the page: Drinks' last row above the footer
    observer.resizeAll();

    heights[2] = 800; // Desserts, above, 200px shorter: the document too, and the browser clamps the scroll
    page.scrollY = 3356; // (whether or not the scroll event for it has arrived yet)
    observer.resizeAll();
    expect(scrollBy).not.toHaveBeenCalled(); // Drinks is where it was on screen
    expect(page.scrollY).toBe(3356); // not 3156: pulled up once, not twice

    heights[1] = 700; // Soups, above, 300px shorter with the page not at its end: no clamp, so scrolled here
    observer.resizeAll();
    expect(scrollBy).toHaveBeenCalledWith({ top: -300, behavior: 'instant' });
  });
});

describe('the store menu search', () => {
  it('searches once typing pauses, across the whole branch, and shows what it found flat, no tab marked', async () => {
    const sent = serveMenu();
    layOut();
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });
    // The tab is marked once the section spy has measured (a frame later on a busy machine).
    await waitFor(() => expect(marked()).toEqual(['Rice Meals']));

    for (const text of ['a', 'ad', 'ado', 'adobo ']) fireEvent.change(field(), { target: { value: text } });
    // Debounced: nothing asked yet.
    expect(searches(sent)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, MENU_SEARCH_DEBOUNCE_MS / 2));
    expect(searches(sent)).toEqual([]);

    await screen.findByRole('list', { name: 'Search results' });
    // One call, for what was typed last (trimmed), with no category.
    expect(sent.filter((s) => s.search !== undefined)).toEqual([{ page: 1, category_id: undefined, search: 'adobo' }]);
    expect(names('Search results')).toEqual(['Chicken Adobo Rice Meal', 'Pork Adobo Rice Meal']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Results for “adobo”');
    expect(screen.getByRole('status').textContent).toBe('2 results for “adobo”.');
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(marked()).toEqual([]);
  });

  it('says when nothing matches, and Clear search brings the menu back with the field focused', async () => {
    serveMenu();
    layOut();
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });
    fireEvent.change(field(), { target: { value: 'sinigang' } });

    // On screen, and said by the status (ignored here) for screen readers.
    expect(await screen.findByText('No results for “sinigang”.', { ignore: '[role="status"]' })).toBeTruthy();
    expect(screen.getByText('Check the spelling, or try another word.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No results for “sinigang”.');

    const clear = screen.getAllByRole('button', { name: 'Clear search' });
    expect(clear).toHaveLength(2); // the field's own and the empty state's
    fireEvent.click(clear[1] as HTMLElement);
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    expect(sectionHeadings()).toEqual(['Rice Meals', 'Drinks']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Menu');
  });

  it('Escape clears the field at once, without waiting for the debounce', async () => {
    const sent = serveMenu();
    layOut();
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });
    fireEvent.change(field(), { target: { value: 'juice' } });
    await screen.findByRole('list', { name: 'Search results' });
    expect(names('Search results')).toEqual(['Calamansi Juice']);

    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(names('Drinks')).toEqual(['Calamansi Juice']);
    await new Promise((resolve) => setTimeout(resolve, MENU_SEARCH_DEBOUNCE_MS + 50));
    expect(searches(sent)).toEqual(['juice']);
  });

  it('tapping a tab ends the search and takes the menu to that section', async () => {
    serveMenu();
    const { scrollIntoView } = layOut();
    renderMenu();
    await screen.findByRole('list', { name: 'Rice Meals' });
    fireEvent.change(field(), { target: { value: 'adobo' } });
    await screen.findByRole('list', { name: 'Search results' });

    fireEvent.click(tab('Drinks'));
    expect(field().value).toBe('');
    const drinks = await screen.findByRole('heading', { level: 3, name: 'Drinks' });
    await waitFor(() => expect(scrollIntoView.mock.contexts[0]).toBe(drinks.closest('section')));
    expect(marked()).toEqual(['Drinks']);
    expect(document.activeElement).toBe(drinks);
  });

  it('takes no longer a search than the products call accepts', () => {
    serveMenu();
    renderMenu();
    expect(field().maxLength).toBe(MAX_MENU_SEARCH);
    expect(ProductsBody.shape.search.unwrap().maxLength).toBe(MAX_MENU_SEARCH);
  });
});
