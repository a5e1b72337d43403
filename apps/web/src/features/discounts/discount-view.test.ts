import type { Cart } from '@storefront/contracts/cart';
import { describe, expect, it } from 'vitest';
import { appliedDiscount, promoCodesScope } from './discount-view';

const item = (categoryId: number) => ({ product_inventory: { product_details: { category_id: categoryId } } });
const list = [
  { branch_uuid: 'b-1', items: [item(3), item(5), item(3)] },
  { branch_uuid: 'b-2', items: [item(5), item(8)] },
] as unknown as Cart['list'];

describe('the Available Promo Codes scope', () => {
  it("asks about the cart's branches and its items' categories, each once", () => {
    expect(promoCodesScope({ list })).toEqual({ branch_uuids: ['b-1', 'b-2'], category_ids: [3, 5, 8] });
    expect(promoCodesScope({ list: [] })).toEqual({ branch_uuids: [], category_ids: [] });
  });
});

describe('the applied discount', () => {
  it('reads the code cut to 11 characters and the amount taken off', () => {
    expect(
      appliedDiscount({
        voucher_info: { code: 'LIBRENGDELIVERY', promo_code_type: 'free_delivery' },
        voucher_amount: 1049.5,
        special_discount: null,
      }),
    ).toEqual({ label: 'Promo (LIBRENGDELI)', amount: '-PHP 1,049.50' });
    expect(appliedDiscount({ voucher_info: null, voucher_amount: 0, special_discount: null })).toBeNull();
  });

  it('reads a Senior Citizen / PWD discount by its type and the amount taken off', () => {
    const special = (types: ('senior' | 'pwd')[], amount: number) => ({
      uuid: 'sd-1',
      ids: [],
      special_discount_types: types,
      special_discount_computed_amount: amount,
      vat_exemption: 0,
      vat_exempt_sale: 0,
    });
    expect(
      appliedDiscount({ voucher_info: null, voucher_amount: 0, special_discount: special(['senior'], 77.14) }),
    ).toEqual({ label: 'Senior Citizen', amount: '-PHP 77.14' });
    expect(appliedDiscount({ voucher_info: null, voucher_amount: 0, special_discount: special(['pwd'], 13) })).toEqual({
      label: 'PWD',
      amount: '-PHP 13.00',
    });
    expect(
      appliedDiscount({ voucher_info: null, voucher_amount: 0, special_discount: special(['pwd', 'senior'], 1200) }),
    ).toEqual({ label: 'Senior Citizen / PWD', amount: '-PHP 1,200.00' });
  });
});
