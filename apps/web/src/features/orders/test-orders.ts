/** Orders as the server sends them, with overrides: test data for the orders feature's tests. */
import type { OrderDetails, SubOrder } from '@storefront/contracts/order';
import type { StatusDesigns } from './order-view';

export const ORDER_UUID = '0b5c3f0e-6a4d-4f7a-9d55-2f6c1f0a9b01';

export const subOrder = (overrides: Partial<SubOrder> = {}): SubOrder => ({
  uuid: '7d7b5d7e-1c1a-4a55-8f55-6a3c2a1b0c01',
  branch_name: 'Ayala Makati',
  brand_name: 'Lutong Bahay',
  delivery_type: 'deliver_now',
  delivery_datetime: null,
  status: 'pending',
  order_status: 'pending',
  subtotal: 1234.5,
  delivery_fee: 49,
  voucher_amount: 0,
  items: [
    {
      product_uuid: 'p1',
      name: 'Chicken Adobo Rice Meal',
      variation: [{ attribute: 'Size', value: 'Large' }],
      add_ons: [
        { uuid: 'a1', name: 'Extra Rice', price: 20 },
        { uuid: 'a2', name: 'Gravy', price: 10 },
      ],
      remarks: 'No onions',
      quantity: 2,
      total_amount: 1234.5,
    },
  ],
  follow_up_sent: false,
  cancel_reason: null,
  timeline: [{ order_status: 'pending', at: '2026-11-03T06:30:00.000Z' }],
  ...overrides,
});

export const order = (overrides: Partial<OrderDetails> = {}): OrderDetails => ({
  uuid: ORDER_UUID,
  reference: '0B5C3F0E',
  created_at: '2026-11-03T06:30:00.000Z',
  updated_at: '2026-11-03T06:30:00.000Z',
  customer_uuid: 'c-1',
  contact: { name: 'Juan Dela Cruz', mobile_number: '+639171234567', email: null },
  address: { label: 'Makati City, Metro Manila', lat: 14.55, lng: 121.02, notes: 'Gate 2' },
  payment_method: 'COD',
  payment_method_label: 'Cash on Delivery',
  payment_status: 'unpaid',
  payment_due_at: null,
  payment_expired: false,
  order_status: 'pending',
  subtotal: 1234.5,
  fees: 49,
  total: 1283.5,
  invoice_url: '/api/store/v1/public/invoice/abc?sig=1',
  cancellable: true,
  orders: [subOrder()],
  special_discount_computed_amount: 0,
  special_discount_approved: null,
  special_discount_types: [],
  special_discount_rejected_action: null,
  awaiting_special_discount_validation: false,
  voucher_info: null,
  voucher_amount: 0,
  points_used: 0,
  points_value: 0,
  wallet_credits_amount: 0,
  points: null,
  refunds: [],
  ...overrides,
});

const design = (label: string, color: string, enable = true) => ({ enable, label, color, image: null });

export const designs = (overrides: Partial<StatusDesigns> = {}): StatusDesigns => ({
  pending: design('Order received', '#f4a259'),
  processing: design('Preparing your order', '#d7263d'),
  dispatched: design('Out for delivery', '#1b998b'),
  pick_up: design('Ready for pickup', '#1b998b'),
  delivered: design('Delivered', '#2e7d32'),
  claimed: design('Picked up', '#2e7d32'),
  ...overrides,
});
