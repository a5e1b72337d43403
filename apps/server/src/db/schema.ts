/** Every table, for Drizzle and drizzle-kit. Modules own their tables; this file only gathers them. */
export * from '../jobs/tables';
export * from '../modules/branches/tables';
export * from '../modules/cart/tables';
export * from '../modules/catalog/tables';
export * from '../modules/customers/tables';
export * from '../modules/discounts/tables';
export * from '../modules/loyalty/tables';
export * from '../modules/merchants/tables';
export * from '../modules/messages/tables';
export * from '../modules/orders/tables';
export * from '../modules/payments/tables';
export * from '../modules/wallets/tables';
