/**
 * Operator calls on loyalty, behind the admin key (X-Admin-Key): generate a batch of e-codes, void one,
 * give a customer points, read a customer's ledger, issue a medicine wallet credit (ADR 0025). `npm run
 * loyalty` hands its work to a running server through these (an embedded database has a single opener).
 * Merchants are named by subdomain, customers by uuid or mobile number.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GenerateEcodesRequest,
  GivePointsRequest,
  IssueWalletRequest,
  LedgerQuery,
  VoidEcodeRequest,
} from '../modules/loyalty/operator/requests';
import type { LoyaltyOperator } from '../modules/loyalty/operator/service';

export async function adminLoyaltyRoutes(
  app: FastifyInstance,
  opts: { loyaltyOperator: LoyaltyOperator; checkKey: (request: FastifyRequest) => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = opts.loyaltyOperator;
  // The key is checked on arrival, before the body is read or validated: a caller without it learns nothing.
  const common = { config: { public: true }, onRequest: opts.checkKey } as const;

  /** `{ merchant, points, count, expires_at?, batch? }` → `{ batch, points, expires_at, codes }`. */
  r.post(
    '/api/admin/loyalty/ecodes',
    { ...common, schema: { hide: true, body: GenerateEcodesRequest } },
    async (req) => {
      const answer = await operator.generateEcodes(req.body);
      // The codes themselves are never logged: they are worth points.
      req.log.info(
        { merchant: req.body.merchant, batch: answer.batch, points: answer.points, count: answer.codes.length },
        'operator generated e-codes',
      );
      return answer;
    },
  );

  r.post(
    '/api/admin/loyalty/ecodes/void',
    { ...common, schema: { hide: true, body: VoidEcodeRequest } },
    async (req) => {
      const answer = await operator.voidEcode(req.body);
      req.log.info({ merchant: req.body.merchant }, 'operator voided an e-code');
      return answer;
    },
  );

  r.post(
    '/api/admin/loyalty/points/give',
    { ...common, schema: { hide: true, body: GivePointsRequest } },
    async (req) => {
      const answer = await operator.givePoints(req.body);
      // The one record of why, until the ledger keeps a note (the customer is named by uuid only).
      req.log.info(
        {
          merchant: req.body.merchant,
          customer: answer.customer.uuid,
          points: req.body.points,
          reference: answer.reference,
          reason: req.body.reason,
          repeat: answer.repeat,
        },
        'operator gave points',
      );
      return answer;
    },
  );

  /** `{ merchant, amount }` (pesos) → `{ code, pin, amount }`: a medicine wallet credit (ADR 0025). */
  r.post('/api/admin/loyalty/wallets', { ...common, schema: { hide: true, body: IssueWalletRequest } }, async (req) => {
    const answer = await operator.issueWallet(req.body);
    // The code and the PIN are never logged: together they are worth the amount.
    req.log.info({ merchant: req.body.merchant, amount: answer.amount }, 'operator issued a wallet credit');
    return answer;
  });

  r.get('/api/admin/loyalty/ledger', { ...common, schema: { hide: true, querystring: LedgerQuery } }, (req) =>
    operator.ledger(req.query),
  );
}
