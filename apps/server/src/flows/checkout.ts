/**
 * Checkout (spec §4 "Checkout"; D calls): the caller's cart becomes one order with a sub-order per
 * branch, written in one statement. Small named steps:
 *   1. a retried submit (same idempotency key) gets the order it already made (its cart is ordered);
 *   2. the cart is read as the server prices it — if today's catalogue changed it, the customer reviews
 *      it first; amounts the client might send are never read;
 *   3. each delivery part's minimum order (ADR 0034), fulfilment, address and payment method are checked;
 *      a promo code or a Senior Citizen / PWD discount that stopped applying refuses the checkout with its
 *      reason;
 *   4. one statement writes it: the cart is marked ordered (only once), limited stocks are taken
 *      (never below 0, whatever runs at the same time), the order is inserted and its promo code use
 *      counted — or, when the cart was ordered already or a stock is short, nothing (a guard fails the
 *      statement). A scheduled slot with a daily capacity is re-counted under a lock first, a promo
 *      code re-checked with its row locked (so its use limits hold), and the IDs of a special discount
 *      held (a delete waits) and copied onto the order, in a transaction around the statement. An order
 *      with a special discount waits for the store's check of the ID (ADR 0020). The points the cart
 *      uses are spent in that transaction right after the statement (ADR 0024): a balance that dropped
 *      meanwhile refuses the checkout ('Not enough points.') with nothing written. Then the medicine wallet
 *      credits it uses are debited, each by a guarded update (ADR 0025): a credit spent meanwhile (the same
 *      credit on another cart) refuses the checkout on `wallet`, with nothing written. An order paid online
 *      is written with its payment window (ADR 0027): due after the merchant's minutes for the method
 *      (or the default), or — an SC/PWD ID waiting for the store — opened when the store decides.
 */
import type { Cart } from '@storefront/contracts/cart';
import { CART_MESSAGES } from '@storefront/contracts/cart';
import { type CheckoutBody, type CheckoutResponse, HouseStreet, ORDER_MESSAGES } from '@storefront/contracts/order';
import { SPECIAL_DISCOUNT_CART_MESSAGES } from '@storefront/contracts/special-discount';
import { STOCK_MESSAGE } from '@storefront/domain/cart-rules';
import { applyDeductions, type Deductions } from '@storefront/domain/deductions';
import { isDelivery, isScheduled, type LogisticType } from '@storefront/domain/logistic-types';
import { formatCentavos, toCentavos } from '@storefront/domain/money';
import { methodAvailability, paymentMethodLabel } from '@storefront/domain/payment-methods';
import { paymentDueAt, paymentWindowMinutes } from '@storefront/domain/payment-windows';
import type { EarningRate } from '@storefront/domain/points';
import type { PromoCartBranch, PromoDiscount } from '@storefront/domain/promo-codes';
import { effectiveRejectedAction, paymentWaitsForValidation } from '@storefront/domain/special-discount';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, type Executor, executeNamed } from '../db/client';
import { onceMoreIfConnectionLost } from '../db/connection-loss';
import { AppError } from '../lib/app-error';
import type { BranchesService, FulfilmentBranch, FulfilmentBranches } from '../modules/branches/service';
import { walletOnCart } from '../modules/cart/med-padala';
import {
  type CartMerchant,
  type CartOwner,
  type CartPoints,
  type CartService,
  type CartSpecialDiscountSnapshot,
  type CartWallet,
  FULL_MESSAGE,
  RETRIEVED_MESSAGE,
} from '../modules/cart/service';
import type { CatalogService } from '../modules/catalog/service';
import type { DiscountsService, VoucherOutcome } from '../modules/discounts/service';
import type {
  HeldSpecialDiscountId,
  OrderSpecialDiscountCopies,
} from '../modules/discounts/special-discount-ids/order-copy';
import type { OrderPoints } from '../modules/orders/points';
import type { NewOrder, OrdersService, PlacedOrder } from '../modules/orders/service';

type Input = z.output<typeof CheckoutBody>;

/**
 * The merchant as checkout needs it: the cart's rules, the payment methods it offers, and what its
 * customers' orders earn (null: no points on orders).
 */
export type CheckoutMerchant = CartMerchant & {
  paymentMethods: readonly string[];
  pointsRate: EarningRate | null;
  /** The merchant's own payment windows in minutes, per method (store_details.payment_window_minutes). */
  paymentWindows?: Readonly<Record<string, number | undefined>>;
};

/** The merchant's earning rate as orders store it (per_amount pesos in centavos); null while it is off. */
export function earningRateOf(store: {
  points_earning_enabled: boolean;
  points_earning_rate: { points: number; per_amount: number };
}): EarningRate | null {
  if (!store.points_earning_enabled) return null;
  return { points: store.points_earning_rate.points, perCentavos: toCentavos(store.points_earning_rate.per_amount) };
}

/**
 * Spends the points an order is paid with, in checkout's transaction (the loyalty ledger answers, once
 * per order); 422 'Not enough points.' on `points` when the balance no longer holds them.
 */
export type PointsSpender = (tx: Executor, paid: OrderPoints) => Promise<void>;

/**
 * Debits the wallet credits an order is paid with, in checkout's transaction, recording them against the
 * order; 422 on `wallet` when a credit's balance no longer holds its amount.
 */
export type WalletDebiter = (
  tx: Executor,
  orderUuid: string,
  credits: readonly { creditId: number; amount: number }[],
) => Promise<void>;

export function createCheckout(deps: {
  db: Db;
  cart: CartService;
  catalog: Pick<CatalogService, 'stockTakeStep'>;
  branches: Pick<BranchesService, 'fulfilmentBranches'>;
  orders: OrdersService;
  discounts: Pick<DiscountsService, 'holdForCheckout' | 'useStep' | 'forget'>;
  /** The SC/PWD IDs a special discount names: held while the order is written, and copied onto it. */
  specialDiscountIds: Pick<OrderSpecialDiscountCopies, 'holdForCheckout' | 'copyStep'>;
  /** Without it an order cannot be paid with points (a cart using some is refused). */
  spendPoints?: PointsSpender;
  /** Without it an order cannot be paid with wallet credits (a cart using some is refused). */
  debitWallet?: WalletDebiter;
  /** The clock a payment window opens by (the app's; tests move it). */
  now?: (() => Date) | undefined;
}) {
  const { db, cart, catalog, branches, orders, discounts, specialDiscountIds } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The payment window of an order paid online (ADR 0027): open now, or — while the store checks an
   * SC/PWD ID (nothing can be paid until then) — its minutes kept for when the store decides. None for
   * cash, a deposit slip, or an order the points and credits paid in full (placed paid).
   */
  function paymentWindowOf(
    merchant: CheckoutMerchant,
    method: string,
    paymentStatus: NewOrder['paymentStatus'],
    specialTypes: readonly string[],
  ): NewOrder['paymentWindow'] {
    const minutes = paymentStatus === 'pending' ? paymentWindowMinutes(method, merchant.paymentWindows) : null;
    if (minutes === null) return null;
    const waits = paymentWaitsForValidation({
      specialDiscountTypes: specialTypes,
      specialDiscountApproved: null,
      paymentMethod: method,
    });
    return { minutes, dueAt: waits ? null : paymentDueAt(method, now(), merchant.paymentWindows) };
  }

  function answer(order: PlacedOrder, customerUuid: string | null): CheckoutResponse {
    return {
      message: ORDER_MESSAGES.placed,
      data: {
        order_uuid: order.uuid,
        customer_uuid: customerUuid ?? '-',
        payment_method: order.paymentMethod,
        payment_status: order.paymentStatus,
        total: order.total / 100,
        sub_orders: order.subOrders.map((s) => ({ uuid: s.uuid, branch_name: s.branchName, status: s.status })),
      },
    };
  }

  async function sameAttempt(merchant: CartMerchant, owner: CartOwner, key: string, customerUuid: string | null) {
    const existing = await orders.byIdempotencyKey(merchant.id, key);
    if (!existing) return undefined;
    const ownerId = 'customerId' in owner ? owner.customerId : null;
    // Another caller's key is not theirs to replay.
    if (existing.customerId !== ownerId) throw AppError.field('idempotency_key', 'This checkout was already used.');
    return answer({ ...existing, subOrders: await orders.subOrdersOf(existing.id) }, customerUuid);
  }

  /**
   * A delivery part short of its branch's minimum order (ADR 0034) is refused with the cart's own words,
   * before anything is written: the customer adds items from that branch or picks the part up.
   */
  function checkMinimumOrders(view: Cart) {
    const short = view.list.find((entry) => entry.minimum_order_shortfall !== null);
    if (short?.minimum_order_shortfall) throw AppError.field('cart', short.minimum_order_shortfall.message);
  }

  function checkFulfilment(view: Cart, input: Input) {
    for (const entry of view.list) {
      if (isScheduled(entry.delivery_type) && !entry.pickup_datetime) {
        throw AppError.field('delivery_datetime', `${CART_MESSAGES.scheduleRequired} (${entry.branch_name})`);
      }
    }
    if (!view.list.some((e) => isDelivery(e.delivery_type))) return;
    if (!input.address) throw AppError.field('address', ORDER_MESSAGES.addressRequired);
    // A city or a pin alone does not bring the rider to the door.
    if (!HouseStreet.safeParse(input.address.notes).success) {
      throw AppError.field('address.notes', ORDER_MESSAGES.houseStreetRequired);
    }
  }

  /**
   * The method's bounds apply to what is left after the points and wallet credits; an order they paid in
   * full leaves nothing to collect, which any offered method takes (it is placed paid).
   */
  function checkMethod(
    merchant: CheckoutMerchant,
    owner: CartOwner,
    method: string,
    { total, pointsApplied, walletApplied }: Deductions,
  ) {
    if (!merchant.paymentMethods.includes(method)) {
      throw AppError.field('payment_method', ORDER_MESSAGES.methodNotOffered);
    }
    // A slip is uploaded from the customer's order screen, which needs an account.
    if (method === 'DEPOSIT_SLIP' && !('customerId' in owner)) {
      throw AppError.field('payment_method', ORDER_MESSAGES.signInForDeposit);
    }
    const fit = methodAvailability(method, total);
    if (!fit.available && !(total === 0 && pointsApplied + walletApplied > 0)) {
      const bound = fit.reason === 'below_minimum' ? 'at least' : 'at most';
      throw AppError.field(
        'payment_method',
        `${paymentMethodLabel(method)} takes orders of ${bound} ${formatCentavos(fit.limit)}.`,
      );
    }
  }

  /** Re-counts a scheduled sub-order's date under the branch's schedule lock. */
  async function holdSlot(tx: Executor, branch: FulfilmentBranch, type: LogisticType, datetime: string) {
    const settings = isDelivery(type) ? branch.deliverySettings : branch.pickupSettings;
    const perDay = settings?.orders_per_day ?? null;
    if (perDay === null) return;
    await orders.lockSchedule(tx, branch.id);
    const date = datetime.slice(0, 10);
    const booked = await orders.countScheduled(tx, {
      branchId: branch.id,
      kind: isDelivery(type) ? 'delivery' : 'pickup',
      dates: [date],
    });
    if ((booked.get(date) ?? 0) >= perDay) throw AppError.field('delivery_datetime', FULL_MESSAGE);
  }

  /**
   * Re-checks the promo code with its row locked (the lock is held until the order commits): refused
   * with the reason when it no longer applies — used up by the checkouts before this one, say — and as a
   * changed cart when what it takes off changed since the cart was priced (the merchant re-imported).
   */
  async function holdVoucher(
    tx: Executor,
    merchant: CartMerchant,
    customerId: number,
    priced: Applied,
    branchesOfCart: PromoCartBranch[],
  ) {
    const held = await discounts.holdForCheckout(tx, {
      merchantId: merchant.id,
      promoCodeId: priced.promoCodeId,
      customerId,
      branches: branchesOfCart,
    });
    if (!held.applies) throw AppError.field('voucher_code', held.message);
    if (!sameDiscount(held.discount, priced.discount)) {
      throw AppError.field('cart', `${ORDER_MESSAGES.cartChanged} The promo code ${priced.info.code} changed.`);
    }
  }

  /**
   * Holds the IDs the special discount names until the order commits (the customer's uploads and deletes
   * wait), and reads what the customer chose should happen if the store rejects them. Refused as the cart's
   * refusal would be when one of them is gone.
   */
  async function holdSpecialDiscount(
    tx: Executor,
    merchant: CartMerchant,
    customerId: number,
    special: CartSpecialDiscountSnapshot,
  ): Promise<HeldSpecialDiscountId[]> {
    const held = await specialDiscountIds.holdForCheckout(tx, {
      merchantId: merchant.id,
      customerId,
      ids: special.ids.map((i) => ({ id: i.id, discountType: i.discountType })),
    });
    if (!held) throw AppError.field('special_discount_types', SPECIAL_DISCOUNT_CART_MESSAGES.removed);
    return held;
  }

  function newOrder(
    merchant: CheckoutMerchant,
    owner: CartOwner,
    input: Input,
    view: Cart,
    inventoryOf: Map<string, number>,
    all: FulfilmentBranches,
    voucher: Applied | null,
    special: { snapshot: CartSpecialDiscountSnapshot; held: HeldSpecialDiscountId[] } | null,
    points: CartPoints,
    wallet: CartWallet,
  ): NewOrder {
    const subtotal = toCentavos(view.subtotal);
    const { total, pointsApplied, walletApplied } = deductionsOf(
      view,
      voucher,
      special?.snapshot ?? null,
      points,
      wallet,
    );
    // Tenders that paid everything leave nothing for the method to collect: the order is placed paid.
    const paymentStatus =
      total === 0 && pointsApplied + walletApplied > 0 ? 'paid' : input.payment_method === 'COD' ? 'unpaid' : 'pending';
    // Each sub-order becomes its own bill: it keeps its branch's share of the discount.
    const shareOf = (branchUuid: string) =>
      voucher ? (voucher.discount.itemsOff[branchUuid] ?? 0) + (voucher.discount.feeOff[branchUuid] ?? 0) : 0;
    return {
      merchantId: merchant.id,
      customerId: 'customerId' in owner ? owner.customerId : null,
      idempotencyKey: input.idempotency_key,
      contact: {
        name: input.contact.name,
        mobile_number: input.contact.mobile_number,
        email: input.contact.email ?? null,
      },
      address: input.address ? { ...input.address } : null,
      billing: input.billing ?? null,
      paymentMethod: input.payment_method,
      paymentStatus,
      subtotal,
      fees: toCentavos(view.computed_total) - subtotal,
      total,
      pointsUsed: pointsApplied > 0 ? points.used : 0,
      pointsPaid: pointsApplied,
      walletPaid: walletApplied,
      paymentWindow: paymentWindowOf(merchant, input.payment_method, paymentStatus, special?.snapshot.types ?? []),
      voucher: voucher
        ? { code: voucher.info.code, type: voucher.info.promo_code_type, amount: voucher.discount.total }
        : null,
      // The rate as it is today: a later change of the merchant's rate leaves this order's alone.
      pointsRate: 'customerId' in owner ? merchant.pointsRate : null,
      // Approved is not stored yet: the store checks the ID (ADR 0020).
      specialDiscount: special
        ? {
            types: special.snapshot.types,
            amount: special.snapshot.amount,
            vatExemption: special.snapshot.vatExemption,
            vatExemptSale: special.snapshot.vatExemptSale,
            // 'proceed' only while no points (nor wallet credits, ADR 0025) paid part of the order (spec §4).
            rejectedAction: effectiveRejectedAction(
              special.held.map((h) => h.rejectedAction),
              view.points_used + walletApplied,
            ),
          }
        : null,
      subOrders: view.list.map((entry) => {
        const branch = all.byUuid(entry.branch_uuid) as FulfilmentBranch;
        const fee = entry.fees.find((f) => f.name === 'Delivery Fee')?.calculated_amount ?? null;
        return {
          branchId: branch.id,
          branchName: entry.branch_name,
          brandName: entry.brand_name,
          deliveryType: entry.delivery_type,
          deliveryDatetime: entry.pickup_datetime,
          subtotal: toCentavos(entry.subtotal),
          deliveryFee: fee === null ? null : toCentavos(fee),
          voucherAmount: shareOf(entry.branch_uuid),
          // The discount's cart has one branch: its sub-order takes all of it.
          specialDiscountAmount:
            special && entry.branch_uuid === special.snapshot.branchUuid ? special.snapshot.amount : 0,
          items: entry.items.map((item) => ({
            inventoryId: inventoryOf.get(item.uuid) as number,
            productUuid: item.product_inventory.product_details.uuid,
            productName: item.product_inventory.product_details.name,
            variation: item.product_inventory.decoded_variation_code,
            addOns: item.add_ons.map((a) => ({
              uuid: a.uuid,
              name: a.name,
              price: toCentavos(a.is_free ? 0 : a.price),
            })),
            remarks: item.remarks,
            quantity: item.quantity,
            lineTotal: toCentavos(item.total_amount),
          })),
        };
      }),
    };
  }

  /** The units each line takes from its stock (limited stocks only are counted down). */
  const stockLines = (view: Cart, inventoryOf: Map<string, number>) =>
    view.list.flatMap((entry) =>
      entry.items.map((item) => ({
        inventoryId: inventoryOf.get(item.uuid) as number,
        quantity: item.quantity,
        limited: item.product_inventory.is_limited_stock,
      })),
    );

  return async function checkout(
    merchant: CheckoutMerchant,
    owner: CartOwner,
    input: Input,
    customerUuid: string | null,
  ): Promise<CheckoutResponse> {
    const position =
      input.customer_lat !== undefined && input.customer_lng !== undefined
        ? { lat: input.customer_lat, lng: input.customer_lng }
        : input.address
          ? { lat: input.address.lat, lng: input.address.lng }
          : null;
    // A retried submit finds its cart already ordered (gone or empty): it gets the order it made. Looking
    // the key up only then keeps it off the way of every first submit.
    const replayOr = async (refusal: unknown) => {
      const replay = await sameAttempt(merchant, owner, input.idempotency_key, customerUuid);
      if (replay) return replay;
      throw refusal;
    };
    let snapshot: Awaited<ReturnType<CartService['snapshot']>>;
    try {
      snapshot = await cart.snapshot(merchant, owner, position);
    } catch (error) {
      return replayOr(error);
    }
    if (!snapshot) return replayOr(AppError.field('cart', ORDER_MESSAGES.emptyCart));
    const { cart: view, inventoryOf, cartId, promoBranches, specialDiscountRefusal, points } = snapshot;
    // What the customer chose from each credit, as much as fits what is due, but not lowered to a balance
    // that dropped since they saved it (the credit spent on another cart): the debit refuses that, rather
    // than placing the order at a price the customer did not see coming.
    const wallet = walletOnCart(
      points.discounted,
      points.value,
      snapshot.wallet.credits.map((c) => ({ ...c, balance: c.chosen })),
    );
    // What changed is worth more than 'empty' when the change emptied the cart (its last item sold out).
    if (view.message !== RETRIEVED_MESSAGE) {
      throw AppError.field('cart', `${ORDER_MESSAGES.cartChanged} ${view.message}`);
    }
    if (view.cart_count === 0) return replayOr(AppError.field('cart', ORDER_MESSAGES.emptyCart));
    checkMinimumOrders(view);
    // The code stays on the cart: the customer removes it or changes the cart, then checks out again.
    if (snapshot.voucher && !snapshot.voucher.applies) throw AppError.field('voucher_code', snapshot.voucher.message);
    // Likewise a special discount: the selection stays on the cart, the customer changes it.
    if (specialDiscountRefusal) throw AppError.field('special_discount_types', specialDiscountRefusal);
    const customerId = 'customerId' in owner ? owner.customerId : null;
    // Only a customer's cart carries a code (the voucher calls are signed-in).
    const coded = snapshot.voucher?.applies && customerId !== null ? { voucher: snapshot.voucher, customerId } : null;
    const voucher = coded?.voucher ?? null;
    // And a special discount (its calls are signed-in too).
    const special = snapshot.specialDiscount && customerId !== null ? snapshot.specialDiscount : null;
    if (special && !view.list.some((e) => e.branch_uuid === special.branchUuid))
      throw AppError.field('cart', `${ORDER_MESSAGES.cartChanged} ${SPECIAL_DISCOUNT_CART_MESSAGES.removed}`);
    checkFulfilment(view, input);
    // Only a customer's cart uses points (the pay-with-points calls are signed-in), spent with the order.
    const spent = customerId !== null && points.used > 0 ? { customerId, points: points.used } : null;
    if (spent && !deps.spendPoints) throw AppError.field('points', 'Paying with points is not available.');
    // And wallet credits (signed-in calls too): each as chosen, up to what is due, debited with the order.
    const debits =
      customerId !== null
        ? wallet.credits.filter((c) => c.amount > 0).map(({ creditId, amount }) => ({ creditId, amount }))
        : [];
    if (debits.length && !deps.debitWallet)
      throw AppError.field('wallet', 'Paying with wallet credits is not available.');
    checkMethod(merchant, owner, input.payment_method, deductionsOf(view, voucher, special, points, wallet));

    const all = await branches.fulfilmentBranches(merchant.id);
    const slotsOf = (order: NewOrder) =>
      order.subOrders.filter((s) => isScheduled(s.deliveryType as LogisticType) && s.deliveryDatetime);
    // One statement writes the order: the cart marked ordered, limited stocks taken, the order and its
    // lines inserted — or, when the cart was ordered already or a stock is short, nothing (the guard
    // fails the statement). Scheduled capacity needs a lock held while it is counted: then the statement
    // runs in a transaction after the count.
    const stock = catalog.stockTakeStep(stockLines(view, inventoryOf));
    const guarded = stock
      ? sql`exists (select 1 from cart_marked) and not (${stock.short})`
      : sql`exists (select 1 from cart_marked)`;
    // The use is counted in the same statement, for the order row it inserts.
    const use = coded ? discounts.useStep(coded.voucher.promoCodeId, coded.customerId, 'order_row') : null;
    const statementFor = (order: NewOrder, held: HeldSpecialDiscountId[] | null) => {
      const place = orders.placeStep(order, 'checkout_guard');
      // The IDs are copied in the same statement, onto the order row it inserts.
      const copy =
        held && customerId !== null ? specialDiscountIds.copyStep({ customerId, ids: held }, 'order_row') : null;
      const statement = sql`with cart_marked as (${cart.markOrderedStep(cartId)}),
      ${stock ? sql`${stock.ctes},` : sql``}
      checkout_guard as (select 1 / (case when ${guarded} then 1 else 0 end) as ok),
      ${place.sql}${use ? sql`, ${use}` : sql``}${copy ? sql`, ${copy}` : sql``}
      select ok from checkout_guard`;
      return { placed: place.placed, statement };
    };
    // What it placed, and the sub-orders it wrote (their branches' slot counts are forgotten after).
    const write = async (): Promise<{ placed: PlacedOrder; parts: NewOrder['subOrders'] }> => {
      const plain = special
        ? null
        : newOrder(merchant, owner, input, view, inventoryOf, all, voucher, null, points, wallet);
      if (plain && !slotsOf(plain).length && !use && !spent && !debits.length) {
        const { placed, statement } = statementFor(plain, null);
        await executeNamed(db, 'checkout', statement);
        return { placed, parts: plain.subOrders };
      }
      return db.transaction(async (tx) => {
        // The customer's IDs first, then the code's row, then branch schedules: every checkout takes its
        // locks in that order (a special discount and a promo code never go together anyway).
        const held = special ? await holdSpecialDiscount(tx, merchant, customerId as number, special) : null;
        const order =
          plain ??
          newOrder(
            merchant,
            owner,
            input,
            view,
            inventoryOf,
            all,
            voucher,
            { snapshot: special as CartSpecialDiscountSnapshot, held: held as HeldSpecialDiscountId[] },
            points,
            wallet,
          );
        if (coded) await holdVoucher(tx, merchant, coded.customerId, coded.voucher, promoBranches);
        for (const sub of slotsOf(order)) await holdSlot(tx, all.get(sub.branchId) as FulfilmentBranch, ...slotOf(sub));
        const { placed, statement } = statementFor(order, held);
        await executeNamed(tx, 'checkout', statement);
        // After the statement: its stock rows are locked before the balance, as a cancel takes them
        // (stock given back, then the points), so the two never wait on each other in a circle.
        if (spent && order.pointsUsed > 0)
          await (deps.spendPoints as PointsSpender)(tx, {
            merchantId: merchant.id,
            customerId: spent.customerId,
            orderUuid: placed.uuid,
            points: order.pointsUsed,
          });
        // Last, as a release gives them back last: the credits' rows after the stock rows and the points.
        if (debits.length && order.walletPaid > 0) await (deps.debitWallet as WalletDebiter)(tx, placed.uuid, debits);
        return { placed, parts: order.subOrders };
      });
    };
    try {
      // Safe to repeat: if the cut write did commit, the second finds its cart ordered and the guard
      // refuses it; the replay below then answers with the order the first one placed.
      const { placed, parts } = await onceMoreIfConnectionLost(write);
      orders.forgetCounts(parts);
      if (use) discounts.forget();
      return answer(placed, customerUuid);
    } catch (error) {
      // The same attempt submitted twice at once: the first placed the order; answer with it.
      const replayed = await sameAttempt(merchant, owner, input.idempotency_key, customerUuid);
      if (replayed) return replayed;
      if (!isGuardRefusal(error)) throw error;
      if (!(await cart.isActive(cartId))) throw AppError.field('cart', ORDER_MESSAGES.emptyCart);
      throw AppError.field('quantity', STOCK_MESSAGE);
    }
  };
}

type Applied = Extract<VoucherOutcome, { applies: true }>;

/**
 * The order of deductions (domain applyDeductions) on what checkout places: the computed total less the
 * promo code and the special discount, then the points and the wallet credits the cart uses; `total` is
 * what the method collects.
 */
const deductionsOf = (
  view: Cart,
  voucher: Applied | null,
  special: CartSpecialDiscountSnapshot | null,
  points: CartPoints,
  wallet: CartWallet,
) =>
  applyDeductions({
    computedTotal: toCentavos(view.computed_total),
    voucherDiscount: voucher?.discount.total ?? 0,
    specialDiscount: special?.amount ?? 0,
    pointsValue: points.value,
    walletCredits: wallet.amount,
  });

/** A scheduled sub-order's type and slot, as holdSlot takes them. */
const slotOf = (sub: NewOrder['subOrders'][number]) =>
  [sub.deliveryType as LogisticType, sub.deliveryDatetime as string] as const;

/** The same amounts off the same branches' items and fees. */
function sameDiscount(a: PromoDiscount, b: PromoDiscount): boolean {
  const same = (x: Record<string, number>, y: Record<string, number>) =>
    Object.keys({ ...x, ...y }).every((k) => (x[k] ?? 0) === (y[k] ?? 0));
  return a.total === b.total && same(a.itemsOff, b.itemsOff) && same(a.feeOff, b.feeOff);
}

/** The guard's refusal: its division by zero (SQLSTATE 22012), wherever the driver wrapped it. */
function isGuardRefusal(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === '22012') return true;
  }
  return false;
}

export type Checkout = ReturnType<typeof createCheckout>;
