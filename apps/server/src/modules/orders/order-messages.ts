/** What the order calls tell customers and operators (the spec names none of these strings). */
export const ORDER_VIEW_MESSAGES = {
  notFound: 'Order not found.',
  /** A guest opening a customer's order (route rule 4: the client goes Home). */
  signInToView: 'Please sign in to view this order.',
  cancelled: 'Your order has been cancelled.',
  cancelledPaid: 'Your order has been cancelled. The store will refund your payment.',
  alreadyCancelled: 'This order is already cancelled.',
  notCancellable: 'This order is already being prepared and can no longer be cancelled.',
  unknownReason: 'Please choose one of the reasons listed.',
  followUpSent: 'We asked the store to follow up on your order.',
  followUpAlready: 'A follow-up was already sent for this order.',
  followUpFinished: 'This order is finished; there is nothing to follow up.',
  operatorCancelReason: 'Cancelled by the store',
  /** The cancel reason when the store rejects the order's SC/PWD ID and the customer chose to cancel. */
  specialDiscountRejected: 'Special discount rejected',
} as const;
