/**
 * Cart: what a guest or a signed-in customer is about to order, from one or more branches, and how
 * each branch's part is fulfilled (delivery or pickup, now or at a slot). Prices, stock, fees and
 * slots are always read fresh from the catalog and branches modules: the cart stores choices only.
 */
import type {
  Cart,
  CartBranchEntry,
  CartChangeResponse,
  CartItem,
  CartScheduleSettings,
  CheckLocationResponse,
} from '@storefront/contracts/cart';
import { CART_MESSAGES } from '@storefront/contracts/cart';
import { EMPTY_CART } from '@storefront/contracts/empty-cart';
import {
  MED_PADALA_MESSAGES,
  MED_PADALA_TYPE,
  maskWalletCode,
  normalizeWalletCode,
  type WalletRemoveResponse,
  type WalletSaveResponse,
} from '@storefront/contracts/med-padala';
import {
  PAY_WITH_POINTS_MESSAGES,
  type PayWithPointsDetailsResponse,
  type PayWithPointsRedeemResponse,
} from '@storefront/contracts/pay-with-points';
import {
  type CartSpecialDiscountResponse,
  type DiscountType,
  SPECIAL_DISCOUNT_CART_MESSAGES,
} from '@storefront/contracts/special-discount';
import { VOUCHER_MESSAGES } from '@storefront/contracts/voucher';
import {
  effectiveUnitPrice,
  lineTotal,
  quantityLimit,
  STOCK_MESSAGE,
  validateAddOns,
  validateQuantity,
} from '@storefront/domain/cart-rules';
import { deliveryFee, roadDistanceKm } from '@storefront/domain/delivery-fee';
import { distanceKm, type Position } from '@storefront/domain/geo';
import {
  effectiveType,
  isDelivery,
  isScheduled,
  LOGISTIC_TYPE_LABELS,
  type LogisticType,
} from '@storefront/domain/logistic-types';
import { minimumOrderMessage, minimumOrderShortfall } from '@storefront/domain/minimum-order';
import { formatCentavos, fromCentavos, toCentavos } from '@storefront/domain/money';
import type { PromoCartBranch } from '@storefront/domain/promo-codes';
import { isBookable, isCutOff, type ScheduleSettings, withRemaining } from '@storefront/domain/schedule';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type FulfilmentBranch, type FulfilmentBranches, shownStoreHours } from '../branches/service';
import type { CatalogService, Offer } from '../catalog/service';
import type { VoucherOutcome } from '../discounts/service';
import { type BulkLine, type BulkOutcome, fitLine } from './bulk-add';
import { type CartWallet, type WalletTender, walletLines, walletOnCart } from './med-padala';
import { type CartPoints, type PointsTender, pointsOfferFor, pointsOnCart } from './pay-with-points';
import { type CartBranchRow, type CartItemRow, type CartRow, cartRepository as repo } from './repository';
import { createScheduleDays } from './schedule-days';
import {
  type CartSpecialDiscountSnapshot,
  cartSpecialDiscount,
  createCartSpecialDiscount,
  discountTypesOf,
  type SpecialDiscountChoice,
  type SpecialDiscountPricer,
  type SpecialDiscountState,
  snapshotOf,
} from './special-discount';

export type { BulkLine, BulkOutcome, BulkRefusal } from './bulk-add';
export type { AppliedCredit, CartWallet, WalletTender } from './med-padala';
export type { CartPoints, PointsTender } from './pay-with-points';
export type { CartSpecialDiscountSnapshot, SpecialDiscountPricer } from './special-discount';

/** A guest cart untouched this long is gone, as its cookie is (spec §9: 2 days). */
export const GUEST_CART_DAYS = 2;
const DAY_MS = 86_400_000;

/** Whose cart: a signed-in customer's, or a guest's by the id they keep in a cookie. */
export type CartOwner = { customerId: number } | { guestCartUuid: string | undefined };

/** The merchant settings the cart obeys. */
export type CartMerchant = { id: number; allowPurchaseMultiple: boolean };

/**
 * Orders already booked per date for a branch's scheduled delivery or pickup. The orders module
 * answers this; until orders exist there are none, so every date has its full capacity.
 */
export type ScheduledOrderCounter = (q: {
  merchantId: number;
  branchId: number;
  kind: 'delivery' | 'pickup';
  dates: string[];
}) => Promise<Map<string, number>>;
export const noScheduledOrders: ScheduledOrderCounter = async () => new Map();

/**
 * Prices the promo code saved on a cart (the discounts module answers): what it takes off, or why it
 * no longer applies; undefined for a code that does not exist for this merchant.
 */
export type VoucherPricer = (q: {
  merchantId: number;
  promoCodeId: number;
  customerId: number;
  branches: PromoCartBranch[];
  /** False for the list, which may price with a code's row a moment old (checkout counts under a lock). */
  fresh: boolean;
}) => Promise<VoucherOutcome | undefined>;

/**
 * Which code to price and what to do when it no longer applies: 'drop' takes it off the cart and says
 * so in the message (the list); 'report' leaves the cart alone and hands the refusal back (verify,
 * save and checkout, which answer with the reason).
 */
type VoucherChoice = { promoCodeId: number | null; customerId: number | null; onRefusal: 'drop' | 'report' };

export const RETRIEVED_MESSAGE = 'Successfully retrieved cart.';
export const FULL_MESSAGE = 'This date is already full. Please select another date and time.';
export const UNAVAILABLE_SLOT_MESSAGE = 'This schedule is not available. Please select another date and time.';

type BranchesPort = { fulfilmentBranches(merchantId: number): Promise<FulfilmentBranches> };
type CatalogPort = Pick<CatalogService, 'offer' | 'offers'>;

type LineChoice = { variationCode: string; quantity: number; remarks: string; addOns: string[] };

const sorted = (uuids: readonly string[]) => [...new Set(uuids)].sort();
const sameChoice = (a: CartItemRow, b: { inventoryId: number; remarks: string; addOns: string[] }) =>
  a.inventoryId === b.inventoryId && a.remarks === b.remarks && a.addOns.join() === b.addOns.join();
const label = (b: FulfilmentBranch) => `${b.brandName} (${b.name})`;

export function createCartService(deps: {
  db: Db;
  catalog: CatalogPort;
  branches: BranchesPort;
  countScheduledOrders?: ScheduledOrderCounter;
  /** Without it a saved promo code is not priced (tools that never see one). */
  priceVoucher?: VoucherPricer;
  /** Prices the Senior Citizen / PWD discount selected on a cart; without it the section never shows. */
  specialDiscounts?: SpecialDiscountPricer;
  /** The balance and the merchant's point value for pay with points; without it no cart uses points. */
  points?: PointsTender;
  /** The medicine wallet's credits (ADR 0025); without it no cart uses any. */
  wallet?: WalletTender;
  now?: () => Date;
}) {
  const { db, catalog, branches } = deps;
  const now = deps.now ?? (() => new Date());
  const countScheduledOrders = deps.countScheduledOrders ?? noScheduledOrders;
  const scheduleDays = createScheduleDays();
  const guestSince = () => new Date(now().getTime() - GUEST_CART_DAYS * DAY_MS);
  const specials = createCartSpecialDiscount({ db, pricer: deps.specialDiscounts });

  /**
   * The caller's cart with its contents, for reading; undefined for a customer without one yet or a
   * guest without an id. 404 for an id that is not a live guest cart.
   */
  async function findCart(merchantId: number, owner: CartOwner) {
    if ('customerId' in owner) return repo.customerCartWithContents(db, merchantId, owner.customerId);
    if (!owner.guestCartUuid) return undefined;
    const found = await repo.guestCartWithContents(db, merchantId, owner.guestCartUuid, guestSince());
    if (!found) throw AppError.notFound(CART_MESSAGES.cartNotFound);
    return found;
  }

  /** The caller's cart, locked and marked as changed now, for a change; 404 when they have none. */
  async function claimCart(tx: Executor, merchantId: number, owner: CartOwner): Promise<CartRow> {
    const cart =
      'customerId' in owner
        ? await repo.claimCustomerCart(tx, merchantId, owner.customerId, now())
        : owner.guestCartUuid
          ? await repo.claimGuestCart(tx, merchantId, owner.guestCartUuid, guestSince(), now())
          : undefined;
    if (!cart) throw AppError.notFound(CART_MESSAGES.cartNotFound);
    return cart;
  }

  /** For adding: the caller's cart (claimed), or a new one when they have none or a guest's id has expired. */
  async function cartForAdding(tx: Executor, merchantId: number, owner: CartOwner): Promise<CartRow> {
    if ('customerId' in owner) {
      return (
        (await repo.claimCustomerCart(tx, merchantId, owner.customerId, now())) ??
        repo.createCart(tx, merchantId, owner.customerId, now())
      );
    }
    const existing = owner.guestCartUuid
      ? await repo.claimGuestCart(tx, merchantId, owner.guestCartUuid, guestSince(), now())
      : undefined;
    return existing ?? repo.createCart(tx, merchantId, null, now());
  }

  function requireBranch(all: FulfilmentBranches, uuid: string): FulfilmentBranch {
    const branch = all.byUuid(uuid);
    if (branch) return branch;
    throw AppError.notFound('Branch not found');
  }

  /** Checks a line's add-ons against the product's categories; 422 on add_ons. */
  function checkAddOns(offer: Offer, addOns: string[]) {
    const problem = validateAddOns(addOns, offer.addOnCategories)[0];
    if (!problem) return;
    if (problem.code === 'over_limit') {
      const name = offer.addOnCategories.find((c) => c.id === problem.categoryId)?.name ?? 'add-ons';
      throw AppError.field('add_ons', `Choose at most ${problem.limit} from ${name}.`);
    }
    if (problem.code === 'duplicate_add_on') throw AppError.field('add_ons', 'Choose each add-on once.');
    throw AppError.field('add_ons', 'This add-on is not offered with this product.');
  }

  /** Checks a line's quantity, counting the other lines of the same stock; 422 on quantity. */
  function checkQuantity(offer: Offer, branch: FulfilmentBranch, quantity: number, otherUnitsOfStock: number) {
    const limit = quantityLimit({
      maxOrder: branch.maxOrder,
      stock: Math.max(0, (offer.stock ?? 0) - otherUnitsOfStock),
      isLimitedStock: offer.stock !== null,
    });
    const problem = validateQuantity(quantity, limit);
    if (problem === 'above_stock') throw AppError.field('quantity', STOCK_MESSAGE);
    if (problem === 'above_max_order') {
      // The branch's max order, or the line cap with unlimited stock.
      throw AppError.field('quantity', `You can order at most ${limit.max} of this item.`);
    }
    if (problem) throw AppError.field('quantity', CART_MESSAGES.quantityMinimum);
  }

  async function offerFor(
    tx: Executor,
    merchantId: number,
    productUuid: string,
    branch: FulfilmentBranch,
    code: string,
  ) {
    const offer = await catalog.offer(tx, { merchantId, productUuid, branchId: branch.id, variationCode: code });
    if (!offer) {
      throw code
        ? AppError.field('variation_code', 'This option is not available at this branch.')
        : AppError.field('product_uuid', 'This product is not available at this branch.');
    }
    return offer;
  }

  const unitsOfStock = (items: CartItemRow[], inventoryId: number, except?: number) =>
    items.filter((i) => i.inventoryId === inventoryId && i.id !== except).reduce((n, i) => n + i.quantity, 0);

  // ——— reading: reconcile with today's catalogue, price, present ———

  type Loaded = { cart: CartRow; branchRows: CartBranchRow[]; items: CartItemRow[]; notes: string[] };
  /**
   * The cart as shown, the promo code's outcome on it, the cart as the promo rules read it, the special
   * discount, and the points it uses with the deductions they make.
   */
  type Priced = {
    cart: Cart;
    voucher: VoucherOutcome | null;
    promoBranches: PromoCartBranch[];
    special: SpecialDiscountState;
    points: CartPoints;
    /** The medicine wallet credits it uses, after the points, with the deductions they make. */
    wallet: CartWallet;
  };
  /** What to price besides the items: the promo code and the special discount, and how to treat refusals. */
  type Choices = { voucher: VoucherChoice; special: SpecialDiscountChoice };

  /**
   * Brings a stored cart in line with the catalogue and branches as they are now: gone or out-of-stock
   * lines leave (the message says 'removed from cart'), quantities shrink to what may be ordered, a
   * logistic type the branch no longer offers becomes its first enabled one, a slot that passed is
   * cleared. Writes only what changed.
   */
  async function reconcile(
    merchantId: number,
    loaded: Loaded,
    offers: Map<number, Offer>,
    all: Map<number, FulfilmentBranch>,
  ) {
    const { cart, notes } = loaded;
    const keep: CartItemRow[] = [];
    const removed: number[] = [];
    const usedStock = new Map<number, number>();
    for (const item of loaded.items) {
      const offer = offers.get(item.inventoryId);
      const branch = all.get(item.branchId);
      if (!offer || !branch) {
        removed.push(item.id);
        notes.push(`${offer?.product.name ?? 'An item'} was removed from cart because it is no longer available.`);
        continue;
      }
      const used = usedStock.get(item.inventoryId) ?? 0;
      const limit = quantityLimit({
        maxOrder: branch.maxOrder,
        stock: Math.max(0, (offer.stock ?? 0) - used),
        isLimitedStock: offer.stock !== null,
      });
      if (limit.max === 0) {
        removed.push(item.id);
        notes.push(`${offer.product.name} was removed from cart because it is out of stock.`);
        continue;
      }
      const offered = new Set(offer.addOnCategories.flatMap((c) => c.add_ons.map((a) => a.uuid)));
      const addOns = item.addOns.filter((uuid) => offered.has(uuid));
      const quantity = Math.min(item.quantity, limit.max);
      if (quantity < item.quantity) {
        notes.push(`The quantity of ${offer.product.name} was reduced to ${quantity}, the most you can order now.`);
      }
      if (quantity !== item.quantity || addOns.length !== item.addOns.length) {
        await repo.updateItem(db, item.id, { quantity, addOns });
      }
      usedStock.set(item.inventoryId, used + quantity);
      keep.push({ ...item, quantity, addOns });
    }
    if (removed.length) {
      await repo.deleteItems(db, removed);
      await repo.pruneBranches(db, cart.id);
    }

    const branchRows: CartBranchRow[] = [];
    for (const row of loaded.branchRows) {
      const branch = all.get(row.branchId);
      if (!branch || !keep.some((i) => i.branchId === row.branchId)) continue;
      const type = effectiveType(row.deliveryType, branch.logisticTypes) as LogisticType;
      let datetime = isScheduled(type) ? row.deliveryDatetime : null;
      if (type !== row.deliveryType) {
        notes.push(
          `The selected logistic type is not available for ${label(branch)}. ${LOGISTIC_TYPE_LABELS[type]} was chosen instead.`,
        );
      }
      if (datetime && !(await slotProblem(merchantId, branch, type, datetime)).ok) {
        notes.push(`The schedule for ${label(branch)} is no longer available. Please select another schedule.`);
        datetime = null;
      }
      if (type !== row.deliveryType || datetime !== row.deliveryDatetime) {
        await repo.setFulfilment(db, cart.id, row.branchId, { deliveryType: type, deliveryDatetime: datetime });
      }
      branchRows.push({ ...row, deliveryType: type, deliveryDatetime: datetime });
    }
    return { ...loaded, items: keep, branchRows };
  }

  const settingsFor = (branch: FulfilmentBranch, type: LogisticType) =>
    isDelivery(type) ? branch.deliverySettings : branch.pickupSettings;

  /** The schedule dates of one fulfilment kind with the capacity left, as the modal shows them. */
  async function datesOf(merchantId: number, branch: FulfilmentBranch, kind: 'delivery' | 'pickup') {
    const settings = (kind === 'delivery' ? branch.deliverySettings : branch.pickupSettings) as ScheduleSettings;
    const perDay = settings.orders_per_day ?? null;
    const days = scheduleDays(settings, branch.storeHours, now());
    const booked =
      perDay === null
        ? new Map<string, number>()
        : await countScheduledOrders({ merchantId, branchId: branch.id, kind, dates: days.map((d) => d.date) });
    const remaining = (date: string) => (perDay === null ? null : Math.max(0, perDay - (booked.get(date) ?? 0)));
    return { settings, dates: withRemaining(days, remaining), remaining };
  }

  /** Whether a slot may be booked now: not cut off, not full, one of the slots offered. */
  async function slotProblem(
    merchantId: number,
    branch: FulfilmentBranch,
    type: LogisticType,
    value: string,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    if (!settingsFor(branch, type)) return { ok: false, message: UNAVAILABLE_SLOT_MESSAGE };
    const { settings, dates, remaining } = await datesOf(merchantId, branch, isDelivery(type) ? 'delivery' : 'pickup');
    const date = value.slice(0, 10);
    const entry = dates.find((d) => d.date === date);
    if (entry && isCutOff(date, branch.storeHours, now())) return { ok: false, message: CART_MESSAGES.cutOff };
    if (entry?.status === 'full') return { ok: false, message: FULL_MESSAGE };
    if (!isBookable(value, settings, branch.storeHours, now(), { remainingOrders: remaining })) {
      return { ok: false, message: UNAVAILABLE_SLOT_MESSAGE };
    }
    return { ok: true };
  }

  async function scheduleSettingsOf(
    merchantId: number,
    branch: FulfilmentBranch,
    kind: 'delivery' | 'pickup',
  ): Promise<CartScheduleSettings | null> {
    const scheduledType: LogisticType = kind === 'delivery' ? 'scheduled_delivery' : 'scheduled_pickup';
    const raw = kind === 'delivery' ? branch.deliverySettings : branch.pickupSettings;
    if (!raw) return null;
    const initial = branch.logisticTypes.includes(scheduledType) ? (await datesOf(merchantId, branch, kind)).dates : [];
    return {
      ...raw,
      orders_per_day: raw.orders_per_day ?? null,
      initial_dates: initial.map((d) => ({
        date: d.date,
        remaining_orders_accepted: d.remaining,
        closed: d.status === 'closed',
      })),
    };
  }

  function presentItem(item: CartItemRow, offer: Offer, branch: FulfilmentBranch, otherUnits: number): CartItem {
    const chosen = offer.addOnCategories.flatMap((c) =>
      c.add_ons.filter((a) => item.addOns.includes(a.uuid)).map((a) => ({ ...a, categoryId: c.id })),
    );
    const unitPrice = effectiveUnitPrice(offer, now());
    const limit = quantityLimit({
      maxOrder: branch.maxOrder,
      stock: Math.max(0, (offer.stock ?? 0) - otherUnits),
      isLimitedStock: offer.stock !== null,
    });
    const p = offer.product;
    return {
      uuid: item.uuid,
      quantity: item.quantity,
      total_amount: fromCentavos(lineTotal({ unitPrice, addOnPrices: chosen, quantity: item.quantity })),
      remarks: item.remarks,
      branch_name: branch.name,
      brand_name: branch.brandName,
      add_ons: chosen.map((a) => ({
        uuid: a.uuid,
        product_add_on_category_id: a.categoryId,
        name: a.name,
        price: fromCentavos(a.price),
        is_free: a.isFree,
      })),
      product_inventory: {
        ...offer.inventory,
        product_details: {
          uuid: p.uuid,
          name: p.name,
          description: p.description,
          type: p.type,
          category_id: p.categoryId,
          images: p.images.map((image_name) => ({ image_name })),
          enable_special_discount: p.enableSpecialDiscount,
        },
      },
      max_quantity: limit.max,
    };
  }

  /**
   * A delivery part short of its branch's minimum order (ADR 0034): the part's items' subtotal before any
   * discount, without the fee. Null when it is reached, the branch sets none, or the part is picked up.
   */
  function shortfallOf(branch: FulfilmentBranch, type: LogisticType, subtotal: number) {
    const minimum = branch.minimumOrder;
    const shortBy = minimumOrderShortfall({ deliveryType: type, subtotal, minimum });
    if (minimum === null || shortBy === 0) return null;
    return {
      minimum_order: fromCentavos(minimum),
      short_by: fromCentavos(shortBy),
      message: minimumOrderMessage({ brandName: branch.brandName, branchName: branch.name, shortBy, minimum }),
    };
  }

  async function present(
    merchantId: number,
    loaded: Loaded,
    offers: Map<number, Offer>,
    all: Map<number, FulfilmentBranch>,
    position: Position | null,
    /** Each branch's schedule dates for the modal; checkout, which does not show them, skips them. */
    withSchedules: boolean,
    choices: Choices,
  ): Promise<Priced> {
    const list: CartBranchEntry[] = [];
    const promoBranches: PromoCartBranch[] = [];
    let subtotal = 0;
    let fees = 0;
    let count = 0;
    for (const row of loaded.branchRows) {
      const branch = all.get(row.branchId) as FulfilmentBranch;
      const rows = loaded.items.filter((i) => i.branchId === row.branchId);
      const items = rows.map((item) =>
        presentItem(item, offers.get(item.inventoryId) as Offer, branch, unitsOfStock(rows, item.inventoryId, item.id)),
      );
      const lines = items.map((i) => ({
        categoryId: i.product_inventory.product_details.category_id,
        amountCentavos: Math.round(i.total_amount * 100),
      }));
      const branchSubtotal = lines.reduce((sum, l) => sum + l.amountCentavos, 0);
      const type = row.deliveryType as LogisticType;
      const entryFees: CartBranchEntry['fees'] = [];
      const promoBranch: PromoCartBranch = { branchUuid: branch.uuid, lines };
      if (isDelivery(type)) {
        const distance = position ? roadDistanceKm(distanceKm(position, branch.position)) : 0;
        const fee = deliveryFee({ rule: branch.deliveryFee, distanceKm: distance, subtotal: branchSubtotal });
        const pesos = fee === null ? null : fromCentavos(fee);
        // The fee row stays as it is with a code: the client strikes it through for free_delivery.
        entryFees.push({ name: 'Delivery Fee', orig_value: pesos, calculated_amount: pesos });
        fees += fee ?? 0;
        promoBranch.deliveryFeeCentavos = fee;
      }
      promoBranches.push(promoBranch);
      subtotal += branchSubtotal;
      count += rows.reduce((n, i) => n + i.quantity, 0);
      list.push({
        brand_name: branch.brandName,
        brand_uuid: branch.brandUuid,
        branch_name: branch.name,
        branch_uuid: branch.uuid,
        delivery_type: type,
        pickup_datetime: row.deliveryDatetime,
        fees: entryFees,
        subtotal: fromCentavos(branchSubtotal),
        minimum_order_shortfall: shortfallOf(branch, type, branchSubtotal),
        items,
        logistic_types: branch.logisticTypes,
        store_hours: shownStoreHours(branch.storeHours),
        delivery_settings: withSchedules ? await scheduleSettingsOf(merchantId, branch, 'delivery') : null,
        pickup_settings: withSchedules ? await scheduleSettingsOf(merchantId, branch, 'pickup') : null,
      });
    }
    const voucher = await voucherOf(merchantId, loaded, promoBranches, choices.voucher);
    const off = voucher?.applies ? voucher.discount.total : 0;
    const special = await specials.state({
      merchantId,
      cartId: loaded.cart.id,
      customerId: loaded.cart.customerId,
      items: loaded.items,
      branchUuids: list.map((entry) => entry.branch_uuid),
      offers,
      choice: choices.special,
      notes: loaded.notes,
      at: now(),
    });
    const specialOff = special.outcome?.applies ? special.outcome.result.total : 0;
    const computed = subtotal + fees;
    // A code and a special discount are never stored together (saving one clears the other); points pay
    // what is left after them, as many of the chosen as still fit (never an error when fewer do).
    const points = pointsOnCart(
      { computedTotal: computed, voucherDiscount: off, specialDiscount: specialOff },
      count ? await pointsOfferFor(deps.points, merchantId, loaded.cart.customerId) : null,
      loaded.cart.pointsUsed,
    );
    // Wallet credits are the last tender: as much of each as still fits after the points (ADR 0025).
    const walletOffered = deps.wallet ? await deps.wallet.offered(merchantId) : false;
    const credits =
      walletOffered && count && loaded.cart.customerId !== null
        ? await (deps.wallet as WalletTender).onCart(loaded.cart.id)
        : [];
    const wallet = walletOnCart(points.discounted, points.value, credits);
    const cart: Cart = {
      cart_uuid: loaded.cart.uuid,
      cart_count: count,
      cart_total_amount: fromCentavos(wallet.deductions.total),
      computed_total: fromCentavos(computed),
      subtotal: fromCentavos(subtotal),
      list,
      voucher_info: voucher?.applies ? voucher.info : null,
      voucher_amount: fromCentavos(off),
      special_discount_available: special.available,
      special_discount: cartSpecialDiscount(special.outcome),
      points_used: points.used,
      points_value: fromCentavos(points.value),
      wallet_credits: walletLines(wallet),
      wallet_credits_amount: fromCentavos(wallet.amount),
      estore_wallets: walletOffered ? [{ type: MED_PADALA_TYPE }] : [],
      message: loaded.notes.length ? loaded.notes.join(' ') : RETRIEVED_MESSAGE,
    };
    return { cart, voucher, promoBranches, special, points, wallet };
  }

  /**
   * The chosen code priced on the cart. With 'drop', a code that stopped applying is taken off the cart
   * and the message says why, once (the next list no longer holds it); an emptied cart lets it go quietly.
   */
  async function voucherOf(
    merchantId: number,
    loaded: Loaded,
    branches: PromoCartBranch[],
    choice: VoucherChoice,
  ): Promise<VoucherOutcome | null> {
    const { promoCodeId, customerId } = choice;
    if (promoCodeId === null || customerId === null || !deps.priceVoucher) return null;
    const drop = choice.onRefusal === 'drop';
    if (!branches.length) {
      if (drop) await repo.dropPromoCode(db, loaded.cart.id, promoCodeId);
      return null;
    }
    const outcome = (await deps.priceVoucher({ merchantId, promoCodeId, customerId, branches, fresh: !drop })) ?? {
      applies: false,
      promoCodeId,
      code: '',
      message: VOUCHER_MESSAGES.gone,
    };
    if (!outcome.applies && drop) {
      await repo.dropPromoCode(db, loaded.cart.id, promoCodeId);
      // 'removed from cart' opens the cart's prompt on screen, as the other notes do.
      const name = outcome.code ? `Promo code ${outcome.code}` : 'The promo code';
      loaded.notes.push(`${name} was removed from cart: ${outcome.message}`);
    }
    return outcome;
  }

  /**
   * Prices what was loaded (reconciling it with the catalogue first) into the cart as the customer sees
   * it, with the code and the special discount saved on the cart (or the options') priced too.
   */
  async function view(
    merchantId: number,
    loaded: Loaded,
    position: Position | null,
    options: { withSchedules: boolean; voucher?: VoucherChoice; special?: SpecialDiscountChoice } = {
      withSchedules: true,
    },
  ): Promise<Priced> {
    const offers = await catalog.offers(
      db,
      merchantId,
      loaded.items.map((i) => i.inventoryId),
    );
    const all = await branches.fulfilmentBranches(merchantId);
    const choices: Choices = {
      voucher: options.voucher ?? {
        promoCodeId: loaded.cart.promoCodeId,
        customerId: loaded.cart.customerId,
        onRefusal: 'drop',
      },
      special: options.special ?? { types: discountTypesOf(loaded.cart.specialDiscountTypes), onRefusal: 'drop' },
    };
    const reconciled = await reconcile(merchantId, loaded, offers, all);
    return present(merchantId, reconciled, offers, all, position, options.withSchedules, choices);
  }

  /**
   * Priced for a figure, not shown: no schedules, and the code and the special discount saved on the
   * cart priced as they are, a refusal left on the cart (as checkout does).
   */
  const pricingOnly = (cart: CartRow) => ({
    withSchedules: false,
    voucher: { promoCodeId: cart.promoCodeId, customerId: cart.customerId, onRefusal: 'report' as const },
    special: { types: discountTypesOf(cart.specialDiscountTypes), onRefusal: 'report' as const },
  });

  /** What one point pays here (centavos); 404 where the merchant does not take points at checkout. */
  async function pointsOffered(merchantId: number): Promise<number> {
    const centavosPerPoint = deps.points ? await deps.points.centavosPerPoint(merchantId) : null;
    if (centavosPerPoint === null) throw AppError.notFound(PAY_WITH_POINTS_MESSAGES.notOffered);
    return centavosPerPoint;
  }

  /** The medicine wallet; 404 where the merchant does not offer it. */
  async function walletOffered(merchantId: number): Promise<WalletTender> {
    if (!deps.wallet || !(await deps.wallet.offered(merchantId)))
      throw AppError.notFound(MED_PADALA_MESSAGES.notOffered);
    return deps.wallet;
  }

  /** What a change answers: the cart id, the line changed and the new unit count. */
  const changed = (
    cart: CartRow,
    items: CartItemRow[],
    message: string,
    itemUuid: string | null,
  ): CartChangeResponse => ({
    message,
    cart_uuid: cart.uuid,
    cart_item_uuid: itemUuid,
    cart_count: items.reduce((n, i) => n + i.quantity, 0),
  });

  /** Joins a guest cart into the customer's cart (sign-in). Returns what the customer should be told. */
  async function mergeGuestCart(merchant: CartMerchant, customerId: number, guestUuid: string): Promise<string[]> {
    return db.transaction(async (tx) => {
      const guest = await repo.claimGuestCart(tx, merchant.id, guestUuid, guestSince(), now());
      if (!guest) return []; // already joined, or expired: nothing to bring over
      const target =
        (await repo.claimCustomerCart(tx, merchant.id, customerId, now())) ??
        (await repo.createCart(tx, merchant.id, customerId, now()));
      const { items: guestItems, branchRows: guestBranches } = await repo.contents(tx, guest.id);
      const { items: ownItems } = await repo.contents(tx, target.id);
      const notes: string[] = [];
      const guestBranchIds = new Set(guestItems.map((i) => i.branchId));
      let kept = ownItems;
      if (!merchant.allowPurchaseMultiple && guestItems.length) {
        // One branch per cart: the guest's cart is what the customer just chose; earlier items give way.
        const dropped = ownItems.filter((i) => !guestBranchIds.has(i.branchId));
        if (dropped.length) {
          await repo.deleteItems(
            tx,
            dropped.map((i) => i.id),
          );
          kept = ownItems.filter((i) => guestBranchIds.has(i.branchId));
          notes.push('Items saved in your cart earlier were removed from cart: this store takes one branch per order.');
        }
      }
      const joined: number[] = [];
      for (const item of guestItems) {
        const same = kept.find((own) => sameChoice(own, item));
        if (same) {
          await repo.updateItem(tx, same.id, { quantity: same.quantity + item.quantity });
          joined.push(item.id);
        } else {
          await repo.updateItem(tx, item.id, { cartId: target.id });
        }
      }
      await repo.deleteItems(tx, joined);
      for (const row of guestBranches) await repo.moveBranch(tx, row, target.id);
      await repo.markMerged(tx, guest.id);
      await repo.pruneBranches(tx, target.id);
      return notes;
    });
  }

  return {
    /** The cart as the customer sees it; for a signed-in customer, a guest cart id is joined in first. */
    async list(
      merchant: CartMerchant,
      owner: CartOwner,
      position: Position | null,
      guestToJoin?: string,
    ): Promise<Cart> {
      const notes =
        'customerId' in owner && guestToJoin ? await mergeGuestCart(merchant, owner.customerId, guestToJoin) : [];
      const found = await findCart(merchant.id, owner);
      if (!found) return { ...EMPTY_CART, message: notes.join(' ') || RETRIEVED_MESSAGE };
      return (await view(merchant.id, { ...found, notes }, position)).cart;
    },

    /**
     * Verify (save false) or save a promo code on the customer's cart: the cart is priced with it, and a
     * code that does not apply is a 422 with the reason the customer can act on. Returns what it takes off.
     */
    async applyVoucher(
      merchant: CartMerchant,
      customerId: number,
      promoCodeId: number,
      position: Position | null,
      save: boolean,
    ): Promise<Extract<VoucherOutcome, { applies: true }>> {
      const found = await findCart(merchant.id, { customerId });
      if (!found?.items.length) throw AppError.field('voucher_code', VOUCHER_MESSAGES.noCart);
      const choice: VoucherChoice = { promoCodeId, customerId, onRefusal: 'report' };
      // The code alone: saving it clears a special discount (and verifying says what it would take off).
      const { cart, voucher } = await view(merchant.id, { ...found, notes: [] }, position, {
        withSchedules: false,
        voucher: choice,
        special: { types: [], onRefusal: 'report' },
      });
      if (cart.cart_count === 0) throw AppError.field('voucher_code', VOUCHER_MESSAGES.noCart);
      if (!voucher?.applies) throw AppError.field('voucher_code', voucher?.message ?? VOUCHER_MESSAGES.gone);
      if (save) await repo.setPromoCode(db, merchant.id, customerId, promoCodeId);
      return voucher;
    },

    /**
     * Pay with points (ADR 0024), the details: the customer's balance, what a point pays, the most points
     * the cart takes as it is priced now, and what it uses. 404 where the merchant does not take points.
     */
    async pointsDetails(
      merchant: CartMerchant,
      customerId: number,
      position: Position | null,
    ): Promise<PayWithPointsDetailsResponse> {
      const centavosPerPoint = await pointsOffered(merchant.id);
      const found = await findCart(merchant.id, { customerId });
      const points = found?.items.length
        ? (await view(merchant.id, { ...found, notes: [] }, position, pricingOnly(found.cart))).points
        : null;
      return {
        data: {
          balance: points?.offer?.balance ?? (await (deps.points as PointsTender).balance(merchant.id, customerId)),
          value_per_point: fromCentavos(centavosPerPoint),
          max_points: points?.max ?? 0,
          points_used: points?.used ?? 0,
          points_value: fromCentavos(points?.value ?? 0),
        },
      };
    },

    /**
     * Puts `points` on the customer's cart (0 takes them off): no more than the cart takes now (422
     * tooMany on `points`), and only on a cart with items (422 emptyCart). Answers what the cart then uses
     * and what is left to pay.
     */
    async redeemPoints(
      merchant: CartMerchant,
      customerId: number,
      chosen: number,
      position: Position | null,
    ): Promise<PayWithPointsRedeemResponse> {
      await pointsOffered(merchant.id);
      const found = await findCart(merchant.id, { customerId });
      const priced = found?.items.length
        ? await view(merchant.id, { ...found, notes: [] }, position, pricingOnly(found.cart))
        : null;
      if (!priced || priced.cart.cart_count === 0) {
        if (chosen > 0) throw AppError.field('points', PAY_WITH_POINTS_MESSAGES.emptyCart);
        if (found) await repo.setPointsUsed(db, merchant.id, customerId, 0);
        return { message: PAY_WITH_POINTS_MESSAGES.removed, points_used: 0, points_value: 0, cart_total_amount: 0 };
      }
      const { max, discounted, offer } = priced.points;
      if (chosen > max) throw AppError.field('points', PAY_WITH_POINTS_MESSAGES.tooMany(max));
      await repo.setPointsUsed(db, merchant.id, customerId, chosen);
      const now = pointsOnCart(discounted, offer, chosen);
      return {
        message: chosen ? PAY_WITH_POINTS_MESSAGES.applied : PAY_WITH_POINTS_MESSAGES.removed,
        points_used: now.used,
        points_value: fromCentavos(now.value),
        // The credits on the cart pay after the points: what is left takes both.
        cart_total_amount: fromCentavos(walletOnCart(discounted, now.value, priced.wallet.credits).deductions.total),
      };
    },

    /**
     * Medicine wallet, save (ADR 0025): the credit the code and PIN name (throttled) put on the
     * customer's cart — `amountPesos`, or by default as much as fits: its balance and what is still due
     * after the discounts, the points and the other credits. More than that is refused (422 tooMuch on
     * `amount`), never capped silently; saving the same credit again changes its amount.
     */
    async saveWalletCredit(
      merchant: CartMerchant,
      customerId: number,
      ip: string,
      body: { code: string; pin: string; amount?: number | undefined },
      position: Position | null,
    ): Promise<WalletSaveResponse> {
      const wallet = await walletOffered(merchant.id);
      const credit = await wallet.verify({ merchantId: merchant.id, customerId, ip, code: body.code, pin: body.pin });
      const found = await findCart(merchant.id, { customerId });
      const priced = found?.items.length
        ? await view(merchant.id, { ...found, notes: [] }, position, pricingOnly(found.cart))
        : null;
      if (!found || !priced || priced.cart.cart_count === 0)
        throw AppError.field('amount', MED_PADALA_MESSAGES.emptyCart);
      if (credit.balance <= 0) throw AppError.field('code', MED_PADALA_MESSAGES.noBalance);
      const others = priced.wallet.credits.filter((c) => c.creditId !== credit.id).reduce((n, c) => n + c.amount, 0);
      const most = Math.min(credit.balance, priced.wallet.room - others);
      if (most <= 0) throw AppError.field('amount', MED_PADALA_MESSAGES.nothingDue);
      const amount = body.amount === undefined ? most : toCentavos(body.amount);
      if (amount > most) throw AppError.field('amount', MED_PADALA_MESSAGES.tooMuch(formatCentavos(most)));
      await wallet.apply(found.cart.id, credit.id, amount);
      const after = walletOnCart(priced.points.discounted, priced.points.value, await wallet.onCart(found.cart.id));
      return {
        message: MED_PADALA_MESSAGES.applied,
        code: maskWalletCode(credit.code),
        amount: fromCentavos(after.credits.find((c) => c.creditId === credit.id)?.amount ?? 0),
        balance: fromCentavos(credit.balance),
        cart_total_amount: fromCentavos(after.deductions.total),
      };
    },

    /**
     * Medicine wallet, remove: takes the credit off the customer's cart. `code` is the full code or the
     * masked one the cart shows; a credit not on the cart is already off it (the answer is the same).
     */
    async removeWalletCredit(
      merchant: CartMerchant,
      customerId: number,
      code: string,
      position: Position | null,
    ): Promise<WalletRemoveResponse> {
      const wallet = await walletOffered(merchant.id);
      const found = await findCart(merchant.id, { customerId });
      if (found) {
        const named = code.includes('*')
          ? (c: { code: string }) => maskWalletCode(c.code) === code
          : (c: { code: string }) => c.code === normalizeWalletCode(code);
        const credit = (await wallet.onCart(found.cart.id)).find(named);
        if (credit) await wallet.remove(found.cart.id, credit.creditId);
      }
      const priced = found?.items.length
        ? await view(merchant.id, { ...found, notes: [] }, position, pricingOnly(found.cart))
        : null;
      return { message: MED_PADALA_MESSAGES.removed, cart_total_amount: priced?.cart.cart_total_amount ?? 0 };
    },

    /** Takes the promo code off the customer's cart (nothing to do without one). */
    async removeVoucher(merchantId: number, customerId: number): Promise<void> {
      await repo.setPromoCode(db, merchantId, customerId, null);
    },

    /**
     * The Senior Citizen / PWD discount for the customer's cart (ADR 0019). `store` (cart/special_discount/
     * apply): the selection is priced, then stored with any promo code cleared, in a transaction holding
     * the customer's IDs; an empty selection clears it. Otherwise (special_discount/apply) the preview:
     * what the selection would take off the cart now, nothing stored. A selection that cannot apply is a
     * 422 on special_discount_types with the reason.
     */
    async applySpecialDiscount(
      merchant: CartMerchant,
      customerId: number,
      selected: readonly DiscountType[],
      position: Position | null,
      store: boolean,
    ): Promise<CartSpecialDiscountResponse> {
      const types = discountTypesOf(selected);
      const found = await findCart(merchant.id, { customerId });
      if (!types.length) {
        if (store) await repo.setSpecialDiscount(db, merchant.id, customerId, null);
        const total = found
          ? (
              await view(merchant.id, { ...found, notes: [] }, position, {
                withSchedules: false,
                voucher: { promoCodeId: found.cart.promoCodeId, customerId, onRefusal: 'report' },
                special: { types: [], onRefusal: 'report' },
              })
            ).cart.cart_total_amount
          : 0;
        return {
          message: store ? SPECIAL_DISCOUNT_CART_MESSAGES.cleared : SPECIAL_DISCOUNT_CART_MESSAGES.preview,
          special_discount: null,
          cart_total_amount: total,
        };
      }
      const refuse = (message: string) => AppError.field('special_discount_types', message);
      if (!found?.items.length) throw refuse(SPECIAL_DISCOUNT_CART_MESSAGES.notAvailable);
      // Priced as it will be: applying takes a promo code off the cart.
      const { cart, special } = await view(merchant.id, { ...found, notes: [] }, position, {
        withSchedules: false,
        voucher: { promoCodeId: null, customerId, onRefusal: 'report' },
        special: { types, onRefusal: 'report' },
      });
      const outcome = special.outcome;
      if (!outcome) throw refuse(SPECIAL_DISCOUNT_CART_MESSAGES.notAvailable);
      if (!outcome.applies) throw refuse(outcome.message);
      if (store) {
        const pricer = deps.specialDiscounts as SpecialDiscountPricer;
        await db.transaction(async (tx) => {
          // A delete of one of these IDs waits for this transaction, or has happened: look again.
          await pricer.holdIds(tx, customerId);
          const still = await pricer.price({ merchantId: merchant.id, customerId, types, lines: [] }, tx);
          if (!still.applies) throw refuse(still.message);
          if (!(await repo.setSpecialDiscount(tx, merchant.id, customerId, types)))
            throw refuse(SPECIAL_DISCOUNT_CART_MESSAGES.notAvailable);
        });
      }
      return {
        message: store ? SPECIAL_DISCOUNT_CART_MESSAGES.applied : SPECIAL_DISCOUNT_CART_MESSAGES.preview,
        special_discount: cartSpecialDiscount(outcome),
        cart_total_amount: cart.cart_total_amount,
      };
    },

    async add(
      merchant: CartMerchant,
      owner: CartOwner,
      input: LineChoice & { branchUuid: string; productUuid: string },
    ): Promise<CartChangeResponse> {
      const all = await branches.fulfilmentBranches(merchant.id);
      const branch = requireBranch(all, input.branchUuid);
      const addOns = sorted(input.addOns);
      const { loaded, itemUuid } = await db.transaction(async (tx) => {
        const cart = await cartForAdding(tx, merchant.id, owner);
        const offer = await offerFor(tx, merchant.id, input.productUuid, branch, input.variationCode);
        checkAddOns(offer, input.addOns);
        const { items, branchRows } = await repo.contents(tx, cart.id);
        const other = items.find((i) => i.branchId !== branch.id);
        if (!merchant.allowPurchaseMultiple && other) {
          const otherBranch = all.get(other.branchId);
          const name = otherBranch ? label(otherBranch) : 'another branch';
          throw AppError.field(
            'branch_uuid',
            `Your cart has items from ${name}. This store takes one branch per order: remove them first to order here.`,
          );
        }
        const line = { inventoryId: offer.inventoryId, remarks: input.remarks, addOns };
        const same = items.find((i) => sameChoice(i, line));
        const quantity = (same?.quantity ?? 0) + input.quantity;
        checkQuantity(offer, branch, quantity, unitsOfStock(items, offer.inventoryId, same?.id));
        if (!branchRows.some((r) => r.branchId === branch.id)) {
          const firstType = branch.logisticTypes[0];
          if (!firstType) throw AppError.field('branch_uuid', 'This branch is not taking orders right now.');
          branchRows.push(await repo.addBranch(tx, cart.id, branch.id, firstType));
        }
        let item: CartItemRow;
        if (same) {
          await repo.updateItem(tx, same.id, { quantity });
          item = { ...same, quantity };
        } else {
          item = await repo.insertItem(tx, { ...line, cartId: cart.id, branchId: branch.id, quantity });
        }
        return {
          loaded: { cart, branchRows, items: [...items.filter((i) => i.id !== item.id), item] },
          itemUuid: item.uuid,
        };
      });
      return changed(loaded.cart, loaded.items, 'Successfully added to cart.', itemUuid);
    },

    /**
     * Adds many lines in one transaction on the claimed cart, by the add's rules (reorder, ADR 0032):
     * each goes in whole, in part (stock, max order) or not at all, and the answer says which and why, in
     * the lines' order. A branch new to the cart takes its type from `deliveryTypes` when the branch
     * still offers it, else its first, and never a slot (a scheduled type is chosen at checkout); a
     * branch already in the cart keeps the customer's choice. Prices are never copied: the list reads them.
     */
    async addLines(
      merchant: CartMerchant,
      owner: CartOwner,
      input: { lines: BulkLine[]; deliveryTypes: Map<number, string> },
    ): Promise<{ cartUuid: string; cartCount: number; outcomes: BulkOutcome[] }> {
      const all = await branches.fulfilmentBranches(merchant.id);
      return db.transaction(async (tx) => {
        const cart = await cartForAdding(tx, merchant.id, owner);
        const { items, branchRows } = await repo.contents(tx, cart.id);
        const outcomes: BulkOutcome[] = [];
        for (const line of input.lines) {
          const branch = all.get(line.branchId);
          // One product at a time: offers() reads several products in parallel, which one transaction's
          // connection cannot do (an order has few lines).
          const offer = (await catalog.offers(tx, merchant.id, [line.inventoryId])).get(line.inventoryId);
          const choice = { inventoryId: line.inventoryId, remarks: line.remarks, addOns: sorted(line.addOns) };
          const same = items.find((i) => sameChoice(i, choice));
          const outcome = fitLine({
            line,
            offer,
            branch,
            otherBranchInCart: !merchant.allowPurchaseMultiple && items.some((i) => i.branchId !== line.branchId),
            inLine: same?.quantity ?? 0,
            elsewhere: unitsOfStock(items, line.inventoryId, same?.id),
          });
          outcomes.push(outcome);
          if (!outcome.added || !branch) continue;
          if (!branchRows.some((r) => r.branchId === branch.id)) {
            const ordered = input.deliveryTypes.get(branch.id) as LogisticType | undefined;
            const type = ordered && branch.logisticTypes.includes(ordered) ? ordered : branch.logisticTypes[0];
            branchRows.push(await repo.addBranch(tx, cart.id, branch.id, type as LogisticType));
          }
          if (same) {
            same.quantity += outcome.added;
            await repo.updateItem(tx, same.id, { quantity: same.quantity });
          } else {
            items.push(
              await repo.insertItem(tx, { ...choice, cartId: cart.id, branchId: branch.id, quantity: outcome.added }),
            );
          }
        }
        return { cartUuid: cart.uuid, cartCount: items.reduce((n, i) => n + i.quantity, 0), outcomes };
      });
    },

    async update(
      merchant: CartMerchant,
      owner: CartOwner,
      itemUuid: string,
      input: { quantity: number; remarks: string; variationCode?: string | undefined; addOns?: string[] | undefined },
    ): Promise<CartChangeResponse> {
      const all = await branches.fulfilmentBranches(merchant.id);
      const loaded = await db.transaction(async (tx) => {
        const cart = await claimCart(tx, merchant.id, owner);
        const { items, branchRows } = await repo.contents(tx, cart.id);
        const item = items.find((i) => i.uuid === itemUuid);
        if (!item) throw AppError.notFound(CART_MESSAGES.itemNotFound);
        const branch = all.get(item.branchId);
        const current = (await catalog.offers(tx, merchant.id, [item.inventoryId])).get(item.inventoryId);
        if (!branch || !current) throw AppError.notFound(CART_MESSAGES.itemNotFound);
        const offer =
          input.variationCode !== undefined && input.variationCode !== current.inventory.variation_code
            ? await offerFor(tx, merchant.id, current.product.uuid, branch, input.variationCode)
            : current;
        const addOns = input.addOns ? sorted(input.addOns) : item.addOns;
        if (input.addOns) checkAddOns(offer, input.addOns);
        checkQuantity(offer, branch, input.quantity, unitsOfStock(items, offer.inventoryId, item.id));
        const changes = { quantity: input.quantity, remarks: input.remarks, addOns, inventoryId: offer.inventoryId };
        await repo.updateItem(tx, item.id, changes);
        return { cart, branchRows, items: items.map((i) => (i.id === item.id ? { ...i, ...changes } : i)) };
      });
      return changed(loaded.cart, loaded.items, 'Successfully updated cart item.', itemUuid);
    },

    /** Removes the given lines, all or none: every uuid must be a line of the caller's cart. */
    async remove(merchant: CartMerchant, owner: CartOwner, itemUuids: string[]): Promise<CartChangeResponse> {
      const loaded = await db.transaction(async (tx) => {
        const cart = await claimCart(tx, merchant.id, owner);
        const { items, branchRows } = await repo.contents(tx, cart.id);
        const ids = [...new Set(itemUuids)].map((uuid) => items.find((i) => i.uuid === uuid)?.id);
        if (ids.some((id) => id === undefined)) throw AppError.notFound(CART_MESSAGES.itemNotFound);
        await repo.deleteItems(tx, ids as number[]);
        const left = items.filter((i) => !ids.includes(i.id));
        const emptied = branchRows.filter((r) => !left.some((i) => i.branchId === r.branchId));
        if (emptied.length) await repo.pruneBranches(tx, cart.id);
        return { cart, items: left, branchRows: branchRows.filter((r) => !emptied.includes(r)) };
      });
      return changed(loaded.cart, loaded.items, 'Successfully removed from cart.', null);
    },

    /** Sets how one branch's part of the cart is fulfilled; a scheduled type needs a bookable slot. */
    async setDeliveryType(
      merchant: CartMerchant,
      owner: CartOwner,
      input: { branchUuid: string; deliveryType: LogisticType; deliveryDatetime: string | null },
    ) {
      const all = await branches.fulfilmentBranches(merchant.id);
      const branch = requireBranch(all, input.branchUuid);
      const type = input.deliveryType;
      if (!branch.logisticTypes.includes(type)) {
        throw AppError.field('delivery_type', `${LOGISTIC_TYPE_LABELS[type]} is not available at ${label(branch)}.`);
      }
      let datetime: string | null = null;
      if (isScheduled(type)) {
        if (!input.deliveryDatetime) throw AppError.field('delivery_datetime', CART_MESSAGES.scheduleRequired);
        const check = await slotProblem(merchant.id, branch, type, input.deliveryDatetime);
        if (!check.ok) throw AppError.field('delivery_datetime', check.message);
        datetime = input.deliveryDatetime;
      }
      await db.transaction(async (tx) => {
        const cart = await claimCart(tx, merchant.id, owner);
        const fulfilment = { deliveryType: type, deliveryDatetime: datetime };
        if (!(await repo.setFulfilment(tx, cart.id, branch.id, fulfilment))) {
          throw AppError.notFound('This branch has no items in your cart.');
        }
      });
      return {
        message: 'Successfully updated delivery type.',
        data: { branch_uuid: branch.uuid, delivery_type: type, delivery_datetime: datetime },
      };
    },

    /**
     * The caller's cart as checkout places it: the priced view (reconciled with today's catalogue; its
     * message says what changed) and, per line, the inventory row it takes stock from.
     */
    async snapshot(merchant: CartMerchant, owner: CartOwner, position: Position | null) {
      const found = await findCart(merchant.id, owner);
      if (!found) return undefined;
      // A code or a special discount that stopped applying stays on the cart: checkout refuses with its
      // reason instead of placing the order at another price.
      const { cart, voucher, promoBranches, special, points, wallet } = await view(
        merchant.id,
        { ...found, notes: [] },
        position,
        pricingOnly(found.cart),
      );
      const inventoryOf = new Map(found.items.map((i) => [i.uuid, i.inventoryId]));
      const specialDiscount: CartSpecialDiscountSnapshot | null = snapshotOf(special);
      /**
       * Why the special discount selected on the cart no longer applies (a second branch, the ID deleted,
       * its type no longer offered, no eligible item left), or null: checkout answers 422 on
       * special_discount_types with it, as it does for a promo code's refusal.
       */
      const specialDiscountRefusal: string | null =
        special.outcome && !special.outcome.applies ? special.outcome.message : null;
      return {
        cartId: found.cart.id,
        cart,
        inventoryOf,
        voucher,
        promoBranches,
        specialDiscount,
        specialDiscountRefusal,
        /** The points the cart uses (as many of the chosen as fit now) and the deductions with them. */
        points,
        /** The wallet credits it uses after them (as much of each as fits now): checkout debits these. */
        wallet,
      };
    },

    /** The part of checkout's statement that marks the cart ordered (it returns no row when it was already). */
    markOrderedStep: (cartId: number) => repo.markOrderedSql(cartId),
    /** Whether the cart is still open (a failed checkout tells a second submit from a short stock with it). */
    isActive: (cartId: number) => repo.isActive(db, cartId),

    /** Whether the customer may move to `position`: not while the cart has items (spec §4). */
    async checkLocation(merchantId: number, owner: CartOwner, position: Position): Promise<CheckLocationResponse> {
      const items = (await findCart(merchantId, owner))?.items ?? [];
      const count = items.reduce((n, i) => n + i.quantity, 0);
      const all = await branches.fulfilmentBranches(merchantId);
      const distances = [...new Set(items.map((i) => i.branchId))]
        .map((id) => all.get(id))
        .filter((b): b is FulfilmentBranch => b !== undefined)
        .map((b) => distanceKm(position, b.position));
      return {
        message: count ? CART_MESSAGES.locationLocked : 'You can change your location.',
        locked: count > 0,
        cart_count: count,
        coordinates: {
          lat: position.lat,
          long: position.lng,
          distance: distances.length ? Math.max(...distances) : null,
        },
      };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
