import { describe, expect, it } from 'vitest';
import type { FulfilmentBranch } from '../branches/service';
import type { Offer } from '../catalog/service';
import { type BulkLine, fitLine } from './bulk-add';

const branch = (overrides: Partial<FulfilmentBranch> = {}) =>
  ({ id: 1, maxOrder: 5, logisticTypes: ['deliver_now'], ...overrides }) as FulfilmentBranch;
const offer = (overrides: Partial<Offer> = {}) =>
  ({
    inventoryId: 10,
    branchId: 1,
    stock: null,
    addOnCategories: [{ id: 1, name: 'Sides', limit: 1, add_ons: [{ uuid: 'fries' }, { uuid: 'rice' }] }],
    ...overrides,
  }) as Offer;
const line = (overrides: Partial<BulkLine> = {}): BulkLine => ({
  branchId: 1,
  inventoryId: 10,
  quantity: 3,
  remarks: '',
  addOns: ['fries'],
  ...overrides,
});
const fit = (q: Partial<Parameters<typeof fitLine>[0]> = {}) =>
  fitLine({ line: line(), offer: offer(), branch: branch(), otherBranchInCart: false, inLine: 0, elsewhere: 0, ...q });

describe('fitting a past order’s line into the cart', () => {
  it('adds the whole line when it fits', () => {
    expect(fit()).toEqual({ added: 3, refusal: null });
  });

  it('refuses what is gone, closed to orders, from another branch, or with add-ons that changed', () => {
    expect(fit({ offer: undefined }).refusal).toEqual({ kind: 'unavailable' });
    expect(fit({ branch: undefined }).refusal).toEqual({ kind: 'unavailable' });
    expect(fit({ offer: offer({ branchId: 2 }) }).refusal).toEqual({ kind: 'unavailable' });
    expect(fit({ branch: branch({ logisticTypes: [] }) }).refusal).toEqual({ kind: 'not_taking_orders' });
    expect(fit({ otherBranchInCart: true }).refusal).toEqual({ kind: 'other_branch' });
    expect(fit({ line: line({ addOns: ['gravy'] }) }).refusal).toEqual({ kind: 'add_ons' });
    expect(fit({ line: line({ addOns: ['fries', 'rice'] }) }).refusal).toEqual({ kind: 'add_ons' });
  });

  it('adds what the stock and the max order leave, counting what the cart holds', () => {
    expect(fit({ offer: offer({ stock: 0 }) })).toEqual({ added: 0, refusal: { kind: 'sold_out' } });
    expect(fit({ offer: offer({ stock: 4 }), elsewhere: 2 })).toEqual({
      added: 2,
      refusal: { kind: 'only_left', left: 4 },
    });
    expect(fit({ offer: offer({ stock: 50 }), inLine: 4 })).toEqual({
      added: 1,
      refusal: { kind: 'max_order', most: 5 },
    });
    expect(fit({ offer: offer({ stock: 50 }), inLine: 5 })).toEqual({
      added: 0,
      refusal: { kind: 'max_order', most: 5 },
    });
  });
});
