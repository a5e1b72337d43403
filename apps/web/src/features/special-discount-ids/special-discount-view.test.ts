import { describe, expect, it } from 'vitest';
import {
  canRegisterAnother,
  cartSelection,
  discountTypeChoices,
  idHeading,
  idNumberEnding,
  idTypeText,
  isSelectable,
  isSelected,
  offeredDiscountTypes,
  selectedTypes,
  selectionKey,
  toggleSelection,
} from './special-discount-view';
import { pwdId, seniorId } from './test-ids';

const setting = (overrides = {}) => ({
  is_enabled: true,
  channels: ['estore'],
  discount_types: ['senior', 'pwd'],
  ...overrides,
});

describe('what the merchant offers on the e-store (store details special_discount[0])', () => {
  it('is the enabled types, Senior Citizen first', () => {
    expect(offeredDiscountTypes([setting({ discount_types: ['pwd', 'senior'] })])).toEqual(['senior', 'pwd']);
    expect(offeredDiscountTypes([setting({ discount_types: ['pwd'] })])).toEqual(['pwd']);
  });

  it('is nothing when disabled, not for the e-store, missing, or only a later entry is enabled', () => {
    expect(offeredDiscountTypes([setting({ is_enabled: false })])).toEqual([]);
    expect(offeredDiscountTypes([setting({ channels: ['pos'] })])).toEqual([]);
    expect(offeredDiscountTypes([])).toEqual([]);
    expect(offeredDiscountTypes(undefined)).toEqual([]);
    expect(offeredDiscountTypes([setting({ is_enabled: false }), setting()])).toEqual([]);
  });
});

const SENIOR = seniorId();
const PWD = pwdId();

describe('choosing IDs for the cart (spec §4, §5)', () => {
  it("starts from the cart's selection, one ID per type", () => {
    expect(cartSelection(null)).toEqual({});
    expect(
      cartSelection({
        ids: [
          { uuid: PWD.uuid, discount_type: 'pwd' },
          { uuid: SENIOR.uuid, discount_type: 'senior' },
        ],
      }),
    ).toEqual({ senior: SENIOR.uuid, pwd: PWD.uuid });
    expect(selectionKey(cartSelection(null))).toBe('|');
    expect(selectionKey({ pwd: PWD.uuid })).toBe(`|${PWD.uuid}`);
  });

  it('toggles an ID; another ID of the same type takes its place', () => {
    const senior = toggleSelection({}, SENIOR);
    expect(senior).toEqual({ senior: SENIOR.uuid });
    expect(toggleSelection(senior, PWD)).toEqual({ senior: SENIOR.uuid, pwd: PWD.uuid });
    expect(toggleSelection(senior, SENIOR)).toEqual({});
    const other = seniorId({ uuid: '11111111-2222-4333-8444-555555555555' });
    expect(toggleSelection(senior, other)).toEqual({ senior: other.uuid });
  });

  it("does not choose an 'Invalid ID', nor count one the cart still names", () => {
    const invalid = seniorId({ is_enabled: false });
    expect(toggleSelection({}, invalid)).toEqual({});
    expect(isSelected({ senior: invalid.uuid }, invalid)).toBe(false);
    expect(selectedTypes({ senior: invalid.uuid, pwd: PWD.uuid }, [invalid, PWD])).toEqual(['pwd']);
  });

  it('sends the chosen types, Senior Citizen first, only for IDs still saved', () => {
    expect(selectedTypes({ pwd: PWD.uuid, senior: SENIOR.uuid }, [PWD, SENIOR])).toEqual(['senior', 'pwd']);
    expect(selectedTypes({ senior: SENIOR.uuid }, [PWD])).toEqual([]);
    expect(selectedTypes({}, [SENIOR])).toEqual([]);
    // Before the list has loaded, the selection (the cart's) stands as it is.
    expect(selectedTypes({ senior: SENIOR.uuid }, undefined)).toEqual(['senior']);
  });
});

describe('the saved IDs', () => {
  it("offer 'Register new ID' only while fewer than 2 are saved", () => {
    expect(canRegisterAnother([])).toBe(true);
    expect(canRegisterAnother([{}])).toBe(true);
    expect(canRegisterAnother([{}, {}])).toBe(false);
  });

  it('read with their discount type, and the ID type for a senior ID only', () => {
    expect(idHeading({ discount_type: 'senior' })).toBe('Senior Citizen');
    expect(idHeading({ discount_type: 'pwd' })).toBe('PWD');
    expect(idTypeText({ discount_type: 'senior', customer_id_type: 'GSIS_SSS' })).toBe('GSIS or SSS Umid Card');
    expect(idTypeText({ discount_type: 'senior', customer_id_type: 'NBI' })).toBe('NBI Clearance');
    expect(idTypeText({ discount_type: 'pwd', customer_id_type: 'PWD' })).toBeNull();
  });

  it('say the end of a masked number for screen readers', () => {
    expect(idNumberEnding('••••••5678')).toBe('5678');
    expect(idNumberEnding('••23')).toBe('23');
  });

  it('cannot be chosen when invalid (the store no longer offers the type)', () => {
    expect(isSelectable({ is_enabled: true })).toBe(true);
    expect(isSelectable({ is_enabled: false })).toBe(false);
  });
});

describe('the upload form’s discount types (spec §5)', () => {
  it('disable a type the merchant does not offer, and one the customer already has', () => {
    expect(discountTypeChoices(['senior', 'pwd'], [{ discount_type: 'senior' }])).toEqual([
      { value: 'senior', label: 'Senior Citizen', unavailable: 'You already registered an ID for this discount.' },
      { value: 'pwd', label: 'PWD', unavailable: null },
    ]);
    expect(discountTypeChoices(['senior'], [])).toEqual([
      { value: 'senior', label: 'Senior Citizen', unavailable: null },
      { value: 'pwd', label: 'PWD', unavailable: 'The store does not offer this discount.' },
    ]);
  });
});
