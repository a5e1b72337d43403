/**
 * Points (spec §3 "Points balance"; §7 Points service, tag F). Server side:
 * docs/adr/0021-points-ledger.md.
 */
import { z } from 'zod';

/** GET /api/points/customer/balance: the signed-in customer's whole points with this merchant (0 before any). */
export const PointsBalanceResponse = z.object({ balance: z.number().int().nonnegative() });
export type PointsBalanceResponse = z.infer<typeof PointsBalanceResponse>;
