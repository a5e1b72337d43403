import { customType } from 'drizzle-orm/pg-core';

/** Binary data (images kept in the database so every instance serves them); PGlite answers Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
