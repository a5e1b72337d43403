import { getStoredUser } from '@/lib/stored-user';

/** Whose order views a cache entry holds: a customer's uuid or 'guest'. */
export const viewer = (): string => getStoredUser()?.customer.uuid ?? 'guest';

export const ORDERS_QUERY_KEY = ['orders'] as const;
