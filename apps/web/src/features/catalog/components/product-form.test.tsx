// @vitest-environment happy-dom
import * as Dialog from '@radix-ui/react-dialog';
import type { ProductDetails } from '@storefront/contracts/store';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import type { ProductInventory } from '../api/get-inventory';
import { ProductForm, type ProductModalAction } from './product-form';

const product: ProductDetails = {
  uuid: 'p-halo',
  name: 'Halo-Halo Special',
  description: '',
  type: 'simple',
  category_id: 1,
  images: [],
  attributes: [],
  enable_special_discount: false,
  add_on_category: [],
};

const data: ProductInventory = {
  product_details: product,
  inventory: [
    {
      variation_code: '',
      decoded_variation_code: [],
      stock: null,
      is_limited_stock: false,
      regular_price: 120,
      sale_price: null,
      on_sale: false,
      on_sale_to: null,
    },
  ],
  branch_uuid: 'b-1',
  branch_name: 'Ayala Makati',
  brand_uuid: 'br-1',
  brand_name: 'Lutong Bahay',
  max_order: 10,
};

/** The form as the product modal shows it (its title is a dialog title), with the layout's toast region. */
const renderForm = (action: ProductModalAction, onDone = vi.fn()) => {
  render(
    <>
      <Dialog.Root open>
        <Dialog.Content aria-describedby={undefined}>
          <ProductForm data={data} action={action} onDone={onDone} />
        </Dialog.Content>
      </Dialog.Root>
      <ToastRegion />
    </>,
  );
  return onDone;
};

/** Presses the modal's button and lets the cart call settle. */
const press = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(async () => {});
};

const toast = () => document.querySelector('.toast-region');

describe('the product form’s confirmation', () => {
  it('says the product went into the cart once the cart took it', async () => {
    const submit = vi.fn().mockResolvedValue({});
    const onDone = renderForm({ label: 'ADD TO CART', submit });
    await press('ADD TO CART - PHP 120.00');
    expect(submit).toHaveBeenCalledOnce();
    expect(onDone).toHaveBeenCalledOnce();
    expect(toast()?.textContent).toBe('Added to cart: Halo-Halo Special');
  });

  it('says nothing when the cart refused the line (the modal shows why)', async () => {
    const refusal = new ApiError('validation', 422, 'This store is closed.');
    renderForm({ label: 'ADD TO CART', submit: vi.fn().mockRejectedValue(refusal) });
    await press('ADD TO CART - PHP 120.00');
    expect(screen.getByRole('alert').textContent).toBe('This store is closed.');
    expect(toast()?.textContent).toBe('');
  });

  it('is not an add when a line is updated', async () => {
    renderForm({
      label: 'UPDATE CART',
      initial: { variation_code: '', add_ons: [], remarks: '', quantity: 1 },
      submit: vi.fn().mockResolvedValue({}),
    });
    await press('UPDATE CART - PHP 120.00');
    expect(toast()?.textContent).toBe('');
  });
});
