/** Saved IDs as the list call answers them, with overrides: test data for this feature's tests. */
import type { SpecialDiscountId } from '@storefront/contracts/special-discount';

export const CUSTOMER_UUID = '0d6f2a3e-7c1b-4a8e-9f00-5b6c7d8e9f10';
export const LIST_PATH = '/api/customer/customer/special_discount/list/:customer_uuid';
export const UPLOAD_PATH = '/api/customer/customer/special_discount/upload';
export const DELETE_PATH = '/api/store/v1/customer/special_discount/delete';

export const seniorId = (overrides: Partial<SpecialDiscountId> = {}): SpecialDiscountId => ({
  uuid: '3b1d8c2a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  discount_type: 'senior',
  customer_id_full_name: 'Lola Remedios Santos',
  customer_id_number: '••••••5678',
  customer_id_type: 'SENIOR',
  rejected_action: 'proceed',
  notes: null,
  is_enabled: true,
  image_url: '/api/customer/customer/special_discount/3b1d8c2a-5e6f-4a7b-8c9d-0e1f2a3b4c5d/image?expires=1&signature=x',
  created_at: '2026-11-24T02:00:00.000Z',
  ...overrides,
});

export const pwdId = (overrides: Partial<SpecialDiscountId> = {}): SpecialDiscountId =>
  seniorId({
    uuid: '9a8b7c6d-5e4f-4a3b-9c1d-0e9f8a7b6c5d',
    discount_type: 'pwd',
    customer_id_full_name: 'Jose Rizal Cruz',
    customer_id_number: '•••••4321',
    customer_id_type: 'PWD',
    ...overrides,
  });
