/**
 * Paynamics notifications (POST /transact/paynamics/response) are signed the way Paynamics signs its
 * responses: the hex SHA-512 of the fields concatenated in a fixed order with the merchant key at the
 * end. Checked before anything is recorded, in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export type PaynamicsSigned = {
  merchant_id: string;
  request_id: string;
  response_id: string;
  response_code: string;
  response_message: string;
  timestamp: string;
};

export function signPaynamics(n: PaynamicsSigned, merchantKey: string): string {
  return createHash('sha512')
    .update(
      n.merchant_id + n.request_id + n.response_id + n.response_code + n.response_message + n.timestamp + merchantKey,
    )
    .digest('hex');
}

export function verifyPaynamics(n: PaynamicsSigned & { signature: string }, merchantKey: string): boolean {
  if (!merchantKey || !/^[0-9a-f]{128}$/i.test(n.signature)) return false;
  return timingSafeEqual(Buffer.from(signPaynamics(n, merchantKey), 'hex'), Buffer.from(n.signature, 'hex'));
}

/** GR001 and GR002 are Paynamics' success codes; GR033 waits; anything else failed. */
export function paynamicsOutcome(code: string): 'paid' | 'failed' | 'pending' {
  if (code === 'GR001' || code === 'GR002') return 'paid';
  if (code === 'GR033') return 'pending';
  return 'failed';
}
