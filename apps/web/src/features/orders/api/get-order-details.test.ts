import { describe, expect, it } from 'vitest';
import { order, subOrder } from '../test-orders';
import { LIVE_REFRESH_MS, orderDetailsQueryOptions } from './get-order-details';

const intervalFor = (data: ReturnType<typeof order> | undefined) => {
  const { refetchInterval } = orderDetailsQueryOptions('x', 'guest');
  if (typeof refetchInterval !== 'function') throw new Error('expected a function');
  return refetchInterval({ state: { data } } as never);
};

describe('live updates of an open order', () => {
  it('refetch every 5 seconds while the order is loading or unfinished', () => {
    expect(LIVE_REFRESH_MS).toBe(5_000);
    expect(intervalFor(undefined)).toBe(5_000);
    expect(intervalFor(order({ orders: [subOrder({ order_status: 'dispatched' })] }))).toBe(5_000);
  });

  it('stop once the order is finished', () => {
    expect(intervalFor(order({ order_status: 'completed', orders: [subOrder({ order_status: 'delivered' })] }))).toBe(
      false,
    );
    expect(intervalFor(order({ order_status: 'cancelled', orders: [subOrder({ order_status: 'cancelled' })] }))).toBe(
      false,
    );
  });
});
