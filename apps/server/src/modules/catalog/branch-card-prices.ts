/**
 * A branch's card prices as its import left them, kept in memory (ADR 0029): outside an import a
 * product's prices and whether it sells are fixed, and an unlimited stock stays unlimited (checkout takes
 * only from limited ones). What memory cannot tell — whether a limited stock has units left, and the price
 * once a sale has ended — a products page still reads from the database, for those products alone. On a
 * restaurant chain's page that is a few products of twenty, not twenty index lookups.
 */
import type { CardPrices } from './repository';

/** What a card shows of a product's prices and stock at one branch. */
export type CardPrice = Pick<CardPrices, 'regularPrice' | 'lowestPrice' | 'inStock'>;

/** No sale in the price ends (the largest Uint32; seconds that far ahead are the year 2106). */
const NEVER = 0xffff_ffff;

/** One product at the branch, as read at load time (prices in centavos). */
export type BranchPriceFacts = {
  productId: number;
  regularPrice: number;
  /** The lowest price with the sales running when it was read. */
  lowestPrice: number;
  /** When the first of those sales ends (epoch ms), or null when none ends. */
  pricesUntil: number | null;
  /** Some active variation has an unlimited stock, so the product is in stock whatever is sold. */
  alwaysInStock: boolean;
};

export class BranchCardPrices {
  // Typed arrays by product id, sorted, of the products always in stock (the others are read every
  // time): a chain's thousand branches of a thousand products each in about 14 MB, and a lookup is a
  // binary search.
  private readonly productIds: Int32Array;
  private readonly regular: Int32Array;
  private readonly lowest: Int32Array;
  /** When the first sale in the lowest price ends, in whole seconds rounded down (so never late). */
  private readonly untilSeconds: Uint32Array;

  constructor(facts: BranchPriceFacts[]) {
    const kept = facts.filter((f) => f.alwaysInStock).sort((a, b) => a.productId - b.productId);
    const n = kept.length;
    this.productIds = new Int32Array(n);
    this.regular = new Int32Array(n);
    this.lowest = new Int32Array(n);
    this.untilSeconds = new Uint32Array(n);
    kept.forEach((f, i) => {
      this.productIds[i] = f.productId;
      this.regular[i] = f.regularPrice;
      this.lowest[i] = f.lowestPrice;
      this.untilSeconds[i] = f.pricesUntil === null ? NEVER : Math.min(NEVER - 1, Math.floor(f.pricesUntil / 1000));
    });
  }

  /**
   * A product's card prices at `nowMs`, when memory can tell; undefined when the database must: the
   * product is not sold here, its stock is limited at every variation, or a sale in its price has ended.
   */
  at(productId: number, nowMs: number): CardPrice | undefined {
    const i = this.indexOf(productId);
    if (i < 0) return undefined;
    const until = this.untilSeconds[i] as number;
    if (until !== NEVER && nowMs >= until * 1000) return undefined;
    return { regularPrice: this.regular[i] as number, lowestPrice: this.lowest[i] as number, inStock: true };
  }

  private indexOf(productId: number): number {
    const ids = this.productIds;
    let low = 0;
    let high = ids.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const id = ids[mid] as number;
      if (id === productId) return mid;
      if (id < productId) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
}
