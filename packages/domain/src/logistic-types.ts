/**
 * Logistic types (fulfilment options) of a cart branch entry (spec §3 "Logistic types", "Branch"; §4
 * "Logistic type"). The order of LOGISTIC_TYPES is the spec's label order and decides which type
 * "the first enabled one" is.
 */

/** The four logistic types, in the order they are offered. */
export const LOGISTIC_TYPES = ['deliver_now', 'pickup_now', 'scheduled_delivery', 'scheduled_pickup'] as const;

/** One logistic type. */
export type LogisticType = (typeof LOGISTIC_TYPES)[number];

/** Dropdown labels, exactly as the spec gives them (§4). */
export const LOGISTIC_TYPE_LABELS: Readonly<Record<LogisticType, string>> = {
  deliver_now: 'Delivery',
  pickup_now: 'Pickup',
  scheduled_delivery: 'Scheduled Delivery',
  scheduled_pickup: 'Scheduled Pickup',
};

/** The part of a branch's details that switches each logistic type on or off. */
export type BranchLogisticFlags = Partial<Record<LogisticType, { enable?: boolean | null } | null>>;

/** True for a known logistic type name. */
export const isLogisticType = (value: unknown): value is LogisticType =>
  typeof value === 'string' && (LOGISTIC_TYPES as readonly string[]).includes(value);

/** The logistic types a branch has enabled, in LOGISTIC_TYPES order. */
export function enabledTypes(branchDetails: BranchLogisticFlags): LogisticType[] {
  return LOGISTIC_TYPES.filter((type) => branchDetails[type]?.enable === true);
}

/** The current type when it is enabled, else the first enabled one, else null (§4). */
export function effectiveType(
  current: string | null | undefined,
  enabled: readonly LogisticType[],
): LogisticType | null {
  if (isLogisticType(current) && enabled.includes(current)) return current;
  return enabled[0] ?? null;
}

/** True for the scheduled types, which need a date and time from the schedule modal. */
export const isScheduled = (type: LogisticType): boolean =>
  type === 'scheduled_delivery' || type === 'scheduled_pickup';

/** True for the 'now' types, for which the schedule row is disabled. */
export const isNow = (type: LogisticType): boolean => type === 'deliver_now' || type === 'pickup_now';

/** True for the delivery types (now or scheduled), as opposed to pickup. */
export const isDelivery = (type: LogisticType): boolean => type === 'deliver_now' || type === 'scheduled_delivery';
