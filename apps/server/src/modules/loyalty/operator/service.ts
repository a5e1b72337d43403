/**
 * The operator's loyalty tools (issue 20): generate and void e-codes, give a customer points ('Give
 * Points'), read a customer's ledger. Served by the admin API (src/admin/loyalty.ts) and `npm run
 * loyalty`. Merchants are named by subdomain, customers by uuid or mobile number (found through the
 * customers service).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { manilaClock } from '@storefront/domain/manila-time';
import { fromCentavos, toCentavos } from '@storefront/domain/money';
import { pageLinks, pageWindow } from '@storefront/domain/paging';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { CustomersService } from '../../customers/service';
import type { Merchant, MerchantsService } from '../../merchants/service';
import { offersMedPadala, type WalletsService } from '../../wallets/service';
import type { EcodesService } from '../ecodes/service';
import { type PointsMovement, loyaltyRepository as repo } from '../repository';
import { describeMovement, type LoyaltyService } from '../service';
import {
  ecodeExpiry,
  type GenerateEcodesRequest,
  type GivePointsRequest,
  type IssueWalletRequest,
  type LedgerQuery,
  type VoidEcodeRequest,
} from './requests';

/** Movements on one page of the operator's ledger, newest first. */
export const LEDGER_PAGE_SIZE = 50;
const YEAR_MS = 365 * 86_400_000;
/** Codes printed to last longer than this are more likely a typo in the year. */
const LONGEST_EXPIRY_MS = 10 * YEAR_MS;

export const OPERATOR_MESSAGES = {
  merchantNotFound: 'Merchant not found.',
  customerNotFound: 'Customer not found.',
  loyaltyOff: 'This merchant does not offer points (store_details.enable_loyalty is off).',
  walletOff: 'This merchant does not offer the medicine wallet (settings.customizations.estore_wallets).',
  expiryPast: 'expires_at must be in the future.',
  expiryFar: 'expires_at must be within 10 years.',
  deactivated: 'This account is deactivated: it cannot be given points.',
  given: (points: number) => `Gave ${points.toLocaleString('en-US')} points.`,
  alreadyGiven: 'Points with this reference were already given: nothing more was given.',
} as const;

/** A movement as the operator reads it: what the customer's history shows, and what it answers to. */
function movementView(m: PointsMovement & { rewardName?: string | null }) {
  return {
    uuid: m.uuid,
    created_at: m.createdAt.toISOString(),
    type: m.type,
    points: m.points,
    balance_after: m.balanceAfter,
    source: m.source,
    source_key: m.sourceKey,
    note: m.note,
    description: describeMovement({ source: m.source, sourceKey: m.sourceKey, rewardName: m.rewardName ?? undefined }),
  };
}
export type OperatorMovement = ReturnType<typeof movementView>;

/** A label for a batch the operator did not name: its Manila date and a few random characters. */
export function newBatchLabel(at: Date): string {
  return `${manilaClock(at).date.replaceAll('-', '')}-${randomBytes(3).toString('hex')}`;
}

export function createLoyaltyOperator(deps: {
  db: Db;
  merchants: MerchantsService;
  customers: CustomersService;
  loyalty: LoyaltyService;
  ecodes: EcodesService;
  /** Issues medicine wallet credits (ADR 0025); without it `issueWallet` is refused. */
  wallets?: Pick<WalletsService, 'issue'>;
  now?: (() => Date) | undefined;
}) {
  const { db, merchants, customers, loyalty, ecodes } = deps;
  const now = deps.now ?? (() => new Date());

  async function merchantNamed(subdomain: string): Promise<Merchant> {
    const merchant = await merchants.findBySubdomain(subdomain);
    if (!merchant) throw AppError.notFound(OPERATOR_MESSAGES.merchantNotFound);
    return merchant;
  }

  async function customerNamed(merchantId: number, named: string) {
    const found = await customers.findForOperator(merchantId, named);
    if (!found) throw AppError.notFound(OPERATOR_MESSAGES.customerNotFound);
    return found;
  }

  return {
    /**
     * A medicine wallet credit for a merchant offering the wallet: its code and PIN, only in this answer
     * (the table keeps the PIN's hash).
     */
    async issueWallet(request: IssueWalletRequest) {
      const merchant = await merchantNamed(request.merchant);
      if (!offersMedPadala(merchant) || !deps.wallets) throw AppError.field('merchant', OPERATOR_MESSAGES.walletOff);
      const issued = await deps.wallets.issue(merchant.id, toCentavos(request.amount));
      return { code: issued.code, pin: issued.pin, amount: fromCentavos(issued.amount) };
    },

    /** A batch of new codes (only in this answer: the table keeps their hashes). */
    async generateEcodes(request: GenerateEcodesRequest) {
      const merchant = await merchantNamed(request.merchant);
      // Codes its customers could never earn with would only be printed by mistake.
      if (!merchant.profile.store_details.enable_loyalty)
        throw AppError.field('merchant', OPERATOR_MESSAGES.loyaltyOff);
      const at = now();
      const expiresAt = request.expires_at ? ecodeExpiry(request.expires_at) : new Date(at.getTime() + YEAR_MS);
      if (!expiresAt) throw new Error('expires_at passed its schema but is not a Manila time');
      if (expiresAt <= at) throw AppError.field('expires_at', OPERATOR_MESSAGES.expiryPast);
      if (expiresAt.getTime() - at.getTime() > LONGEST_EXPIRY_MS)
        throw AppError.field('expires_at', OPERATOR_MESSAGES.expiryFar);
      const batch = request.batch ?? newBatchLabel(at);
      const codes = await ecodes.generate({
        merchantId: merchant.id,
        points: request.points,
        count: request.count,
        expiresAt,
        batch,
      });
      return { batch, points: request.points, expires_at: expiresAt.toISOString(), codes };
    },

    async voidEcode(request: VoidEcodeRequest): Promise<{ message: string }> {
      const merchant = await merchantNamed(request.merchant);
      return ecodes.void(merchant.id, request.code);
    },

    /**
     * 'Give Points' (source 'operator'), keyed by the operator's reference, or a fresh one: the same
     * reference gives once (`repeat`), so a retried call or command never gives twice.
     */
    async givePoints(request: GivePointsRequest) {
      const merchant = await merchantNamed(request.merchant);
      const found = await customerNamed(merchant.id, request.customer);
      if (found.status === 'deactivated') throw AppError.field('customer', OPERATOR_MESSAGES.deactivated);
      const reference = request.reference ?? randomUUID();
      const { movement, repeat } = await loyalty.credit({
        merchantId: merchant.id,
        customerId: found.id,
        type: 'Give Points',
        points: request.points,
        source: 'operator',
        sourceKey: reference,
        note: request.reason,
      });
      return {
        message: repeat ? OPERATOR_MESSAGES.alreadyGiven : OPERATOR_MESSAGES.given(request.points),
        repeat,
        reference,
        // Kept on the movement (the first grant's, for a repeated reference).
        reason: movement.note ?? request.reason,
        customer: found.customer,
        movement: movementView(movement),
        balance: await loyalty.balance(merchant.id, found.id),
      };
    },

    /** A customer's ledger: every movement (all types), newest first, a page at a time, and its reconciliation. */
    async ledger(query: LedgerQuery) {
      const merchant = await merchantNamed(query.merchant);
      const found = await customerNamed(merchant.id, query.customer);
      const owner = { merchantId: merchant.id, customerId: found.id };
      const [rows, counts, reconciled] = await Promise.all([
        repo.history(db, owner, null, pageWindow(query.page, LEDGER_PAGE_SIZE)),
        repo.counts(db, owner),
        loyalty.reconcile(merchant.id, found.id),
      ]);
      const { current_page, max_page } = pageLinks(query.page, LEDGER_PAGE_SIZE, counts.all);
      return {
        customer: { ...found.customer, status: found.status },
        balance: reconciled.balance,
        reconcile: {
          consistent: reconciled.consistent,
          ledger_sum: reconciled.ledgerSum,
          last_balance_after: reconciled.lastBalanceAfter,
        },
        movements: rows.map(movementView),
        page: current_page,
        max_page,
      };
    },
  };
}

export type LoyaltyOperator = ReturnType<typeof createLoyaltyOperator>;
export type GivePointsAnswer = Awaited<ReturnType<LoyaltyOperator['givePoints']>>;
export type LedgerAnswer = Awaited<ReturnType<LoyaltyOperator['ledger']>>;
export type EcodeBatchAnswer = Awaited<ReturnType<LoyaltyOperator['generateEcodes']>>;
export type WalletIssueAnswer = Awaited<ReturnType<LoyaltyOperator['issueWallet']>>;
