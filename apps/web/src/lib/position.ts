/** Where the customer is, as the API's customer_lat / customer_lng; null when unknown. */
export type CustomerPosition = { lat: number; lng: number } | null;

export const positionParams = (position: CustomerPosition) =>
  position ? { customer_lat: position.lat, customer_lng: position.lng } : {};
