// @vitest-environment happy-dom
import type { CartItem } from '@storefront/contracts/cart';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { cart, cartEntry } from '../test-cart';
import { CartContents } from './cart-contents';

/** A simple product on the cart, as the server lists it (only what the row shows). */
const item = (uuid: string, name: string) =>
  ({
    uuid,
    quantity: 1,
    total_amount: 189,
    remarks: '',
    add_ons: [],
    product_inventory: {
      decoded_variation_code: [],
      product_details: { uuid: `p-${uuid}`, name, type: 'simple', images: [] },
    },
  }) as unknown as CartItem;

const ayala = cartEntry({ branch_name: 'Lutong Bahay - Ayala Makati', items: [item('i-1', 'Chicken Adobo')] });
const bgc = cartEntry({
  brand_name: 'Kape Tayo',
  branch_name: 'Kape Tayo - BGC High Street',
  branch_uuid: 'b-bgc',
  items: [item('i-2', 'Cheese Ensaymada')],
});

describe('the cart by branch', () => {
  it.each(['page', 'checkout'] as const)(
    "heads a single branch on the %s with 'Brand · Branch', the brand said once",
    (variant) => {
      renderWithProviders(<CartContents cart={cart({ list: [ayala] })} variant={variant} />);
      const heading = screen.getByRole('heading', { name: 'Lutong Bahay · Ayala Makati' });
      expect(heading.tagName).toBe(variant === 'page' ? 'H2' : 'H3');
      // The group is the region its heading names.
      expect(screen.getByRole('region', { name: 'Lutong Bahay · Ayala Makati' })).toBeTruthy();
    },
  );

  it('heads each branch in the dropdown only when there are several (the subtitle names a single one)', () => {
    const { unmount } = renderWithProviders(<CartContents cart={cart({ list: [ayala] })} variant="dropdown" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('region', { name: 'Lutong Bahay · Ayala Makati' })).toBeTruthy();
    unmount();
    renderWithProviders(<CartContents cart={cart({ list: [ayala, bgc] })} variant="dropdown" />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Lutong Bahay · Ayala Makati',
      'Kape Tayo · BGC High Street',
    ]);
  });

  it("gives each item Edit and Remove buttons named for it, and asks 'Remove this item?' first", () => {
    const onEdit = vi.fn();
    renderWithProviders(
      <CartContents cart={cart({ list: [ayala, bgc] })} variant="page" storeLink={() => '/store'} onEdit={onEdit} />,
    );
    const group = screen.getByRole('region', { name: 'Kape Tayo · BGC High Street' });
    within(group).getByRole('button', { name: 'Edit Cheese Ensaymada' }).click();
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'i-2' }), bgc);

    const remove = within(group).getByRole('button', { name: 'Remove Cheese Ensaymada' });
    fireEvent.click(remove);
    const question = within(group).getByRole('group', { name: 'Remove this item?' });
    expect(within(question).getByRole('button', { name: 'Yes' })).toBe(document.activeElement);
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    // No: the question goes and the focus is back on Remove, not lost to the page.
    expect(within(group).queryByRole('group', { name: 'Remove this item?' })).toBeNull();
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Remove Cheese Ensaymada' }));
  });
});
