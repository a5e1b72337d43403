// @vitest-environment happy-dom
import { ProductsBody } from '@storefront/contracts/store';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { MENU_SEARCH_DEBOUNCE_MS } from '../use-menu-search';
import { MAX_MENU_SEARCH } from './menu-search';
import { StoreMenu } from './store-menu';

const BRANCH = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const PRODUCTS = '/api/store/v7/public/customer/estore/products/:page';
const RICE = { id: 1, uuid: 'c1', name: 'Rice Meals', image: null };
const DRINKS = { id: 2, uuid: 'c2', name: 'Drinks', image: null };

const card = (name: string, category: number) => ({
  uuid: `p-${name.toLowerCase().replaceAll(' ', '-')}`,
  name,
  description: '',
  type: 'simple',
  category_id: category,
  image: null,
  regular_price: 149,
  sale_price: null,
  on_sale: false,
  in_stock: true,
  branch_uuid: BRANCH,
  branch_name: 'Ayala',
  brand_uuid: 'b1',
  brand_name: 'Lutong Bahay',
});
const MENU = [card('Chicken Adobo Rice Meal', 1), card('Pork Adobo Rice Meal', 1), card('Calamansi Juice', 2)];

type Sent = { category_id?: number; search?: string };

/** The products call as the server answers it: the branch's listing, filtered by category and search. */
function serveMenu(): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.post(PRODUCTS, async ({ request }) => {
      const body = (await request.json()) as Sent;
      sent.push({ category_id: body.category_id, search: body.search });
      const list = MENU.filter(
        (p) =>
          (!body.category_id || p.category_id === body.category_id) &&
          (!body.search || p.name.toLowerCase().includes(body.search.toLowerCase())),
      );
      return HttpResponse.json({ list, max_page: 1, next_page: null, categories: [RICE, DRINKS] });
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
const chip = (name: string) => screen.getByRole('button', { name });
const searches = (sent: Sent[]) => sent.filter((s) => s.search !== undefined).map((s) => s.search);

describe('the store menu search', () => {
  it('searches once typing pauses, across the whole branch, and shows what it found', async () => {
    const sent = serveMenu();
    renderMenu();
    await screen.findByRole('list', { name: 'Menu' });
    fireEvent.click(chip('Drinks'));
    await screen.findByRole('list', { name: 'Drinks products' });

    for (const text of ['a', 'ad', 'ado', 'adobo ']) fireEvent.change(field(), { target: { value: text } });
    // Debounced: nothing asked yet, and the search already dropped the chosen category.
    expect(searches(sent)).toEqual([]);
    expect(chip('All').getAttribute('aria-pressed')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, MENU_SEARCH_DEBOUNCE_MS / 2));
    expect(searches(sent)).toEqual([]);

    await screen.findByRole('list', { name: 'Search results' });
    // One call, for what was typed last (trimmed), without the category chosen before.
    expect(sent.filter((s) => s.search !== undefined)).toEqual([{ category_id: undefined, search: 'adobo' }]);
    expect(names('Search results')).toEqual(['Chicken Adobo Rice Meal', 'Pork Adobo Rice Meal']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Results for “adobo”');
    expect(screen.getByRole('status').textContent).toBe('2 results for “adobo”.');
  });

  it('says when nothing matches, and Clear search brings the menu back with the field focused', async () => {
    serveMenu();
    renderMenu();
    await screen.findByRole('list', { name: 'Menu' });
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
    expect(names('Menu')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Menu');
  });

  it('Escape clears the field at once, without waiting for the debounce', async () => {
    const sent = serveMenu();
    renderMenu();
    await screen.findByRole('list', { name: 'Menu' });
    fireEvent.change(field(), { target: { value: 'juice' } });
    await screen.findByRole('list', { name: 'Search results' });
    expect(names('Search results')).toEqual(['Calamansi Juice']);

    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(names('Menu')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, MENU_SEARCH_DEBOUNCE_MS + 50));
    expect(searches(sent)).toEqual(['juice']);
  });

  it('picking a category ends the search', async () => {
    const sent = serveMenu();
    renderMenu();
    await screen.findByRole('list', { name: 'Menu' });
    fireEvent.change(field(), { target: { value: 'adobo' } });
    await screen.findByRole('list', { name: 'Search results' });

    fireEvent.click(chip('Drinks'));
    expect(field().value).toBe('');
    expect(chip('Drinks').getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('list', { name: 'Drinks products' });
    expect(names('Drinks products')).toEqual(['Calamansi Juice']);
    expect(sent.at(-1)).toEqual({ category_id: 2, search: undefined });
  });

  it('takes no longer a search than the products call accepts', () => {
    serveMenu();
    renderMenu();
    expect(field().maxLength).toBe(MAX_MENU_SEARCH);
    expect(ProductsBody.shape.search.unwrap().maxLength).toBe(MAX_MENU_SEARCH);
  });
});
