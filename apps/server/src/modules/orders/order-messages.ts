/** What the order calls tell customers and operators (the spec names none of these strings). */
export const ORDER_VIEW_MESSAGES = {
  notFound: 'Order not found.',
  /** A guest opening a customer's order (route rule 4: the client goes Home). */
  signInToView: 'Please sign in to view this order.',
  cancelled: 'Your order has been cancelled.',
  cancelledPaid: 'Your order has been cancelled. We are refunding your payment.',
  alreadyCancelled: 'This order is already cancelled.',
  notCancellable: 'This order is already being prepared and can no longer be cancelled.',
  unknownReason: 'Please choose one of the reasons listed.',
  followUpSent: 'We asked the store to follow up on your order.',
  followUpAlready: 'A follow-up was already sent for this order.',
  followUpFinished: 'This order is finished; there is nothing to follow up.',
  /** An order paid online whose payment has not come in: the store has nothing to prepare yet. */
  followUpUnpaid: 'This order is not paid yet. Please pay for it first; the store prepares it once it is paid.',
  operatorCancelReason: 'Cancelled by the store',
  /** The cancel reason when the store rejects the order's SC/PWD ID and the customer chose to cancel. */
  specialDiscountRejected: 'Special discount rejected',
  /** The operator closing a payment window (ADR 0027) that is not open. */
  windowClosed: 'Payment window closed.',
  noWindow: 'This order has no payment window open: it is not paid online, or its SC/PWD ID is still being checked.',
  windowPaid: 'This order is paid already.',
  windowExpired: 'The payment window of this order has already closed.',
  /** A provider could not be asked whether the order was paid: nothing is closed yet. */
  windowProviderUnreachable: 'The payment provider could not be reached to check this order; try again shortly.',
} as const;
