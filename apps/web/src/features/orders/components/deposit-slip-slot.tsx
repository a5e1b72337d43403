import type { OrderDetails } from '@storefront/contracts/order';

/**
 * SLOT — the deposit-slip panel (spec §4 "Deposit slip") goes here for orders paid by DEPOSIT_SLIP.
 * Another part of issue 5 builds that panel; the lead wires it in by replacing this component's
 * body. Until then it renders nothing.
 */
export function DepositSlipSlot(_props: { order: OrderDetails }) {
  return null;
}
