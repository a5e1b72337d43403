import { getStoredUser } from '@/lib/stored-user';

/**
 * Signed-in customers call the customer family, guests the public one (spec §6). The public details
 * call answers 401 for a customer's order (route rule 4).
 */
export const isSignedIn = (): boolean => getStoredUser() !== null;

/** Whose order views a cache entry holds: a customer's uuid or 'guest'. */
export const viewer = (): string => getStoredUser()?.customer.uuid ?? 'guest';

export const ORDERS_QUERY_KEY = ['orders'] as const;
