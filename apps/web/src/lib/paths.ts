/** URL builders for the spec §2 routes, so that no screen spells a path by hand. */

const seg = (s: string | number) => encodeURIComponent(String(s));

export const paths = {
  home: (sub: string) => `/${seg(sub)}/`,
  brand: (sub: string, brandUuid: string) => `/${seg(sub)}/brands/${seg(brandUuid)}`,
  category: (sub: string, uuid: string, id: number) => `/${seg(sub)}/category/${seg(uuid)}/${id}`,
  /** The store id is "{branch_uuid}&{brand_uuid}". */
  store: (sub: string, branchUuid: string, brandUuid: string) =>
    `/${seg(sub)}/store/${seg(branchUuid)}&${seg(brandUuid)}`,
  storeId: (sub: string, storeId: string) => `/${seg(sub)}/store/${storeId}`,
  product: (sub: string, storeId: string, productUuid: string) => `/${seg(sub)}/store/${storeId}/${seg(productUuid)}`,
  cart: (sub: string) => `/${seg(sub)}/cart`,
  checkout: (sub: string) => `/${seg(sub)}/checkout`,
  login: (sub: string) => `/${seg(sub)}/login`,
  signup: (sub: string) => `/${seg(sub)}/signup`,
  forgotPassword: (sub: string) => `/${seg(sub)}/forgot-password`,
  myProfile: (sub: string) => `/${seg(sub)}/my-profile`,
  orders: (sub: string) => `/${seg(sub)}/orders`,
  upcomingOrders: (sub: string) => `/${seg(sub)}/orders/upcoming`,
  pastOrders: (sub: string) => `/${seg(sub)}/orders/past`,
  order: (sub: string, orderUuid: string) => `/${seg(sub)}/orders/${seg(orderUuid)}`,
  subOrder: (sub: string, orderUuid: string, subOrderUuid: string) =>
    `/${seg(sub)}/orders/${seg(orderUuid)}/${seg(subOrderUuid)}`,
  /** Full-screen payment routes (spec §2); `route` is domain paymentFlow's: 'card', 'gcash', 'grab_pay', 'paymaya', 'shopeepay', 'qrph', 'unionbank'. */
  paymentDetails: (sub: string, route: string, orderUuid: string) =>
    `/${seg(sub)}/checkout/${seg(route)}/details/?order=${seg(orderUuid)}`,
  paymentStep: (sub: string, route: string, orderUuid: string) =>
    `/${seg(sub)}/checkout/${seg(route)}/payment?order=${seg(orderUuid)}`,
  paymentSuccess: (sub: string, orderUuid: string) => `/${seg(sub)}/checkout/payment/success?order=${seg(orderUuid)}`,
  paymentFailed: (sub: string, orderUuid: string) => `/${seg(sub)}/checkout/payment/failed?order=${seg(orderUuid)}`,
  myPoints: (sub: string) => `/${seg(sub)}/my-points`,
  reward: (sub: string, rewardUuid: string) => `/${seg(sub)}/rewards/${seg(rewardUuid)}`,
  transactionHistory: (sub: string) => `/${seg(sub)}/transaction-history`,
  termsOfUse: (sub: string) => `/${seg(sub)}/terms-of-use`,
  privacyPolicy: (sub: string) => `/${seg(sub)}/privacy-policy`,
  /** The merchant's mechanics (points, promo codes). */
  guidelines: (sub: string) => `/${seg(sub)}/guidelines`,
  /** Sends the customer on to the merchant's own delivery site, when it has one. */
  deliverySite: (sub: string) => `/${seg(sub)}/delivery`,
  accessibility: (sub: string) => `/${seg(sub)}/accessibility`,
  maintenance: (sub: string) => `/${seg(sub)}/maintenance`,
  notFound: (sub?: string) => (sub ? `/${seg(sub)}/404` : '/404'),
};

/** "{branch_uuid}&{brand_uuid}" → its parts. */
export function parseStoreId(id: string): { branchUuid: string; brandUuid: string } {
  const [branchUuid = '', brandUuid = ''] = decodeURIComponent(id).split('&');
  return { branchUuid, brandUuid };
}
