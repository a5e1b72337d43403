/**
 * npm run order -- status <order> <status> [--sub <sub-order uuid>] [--reason <text>]
 *     move an order's sub-orders (or one of them) to processing, dispatched (pick_up), delivered
 *     (claimed) or cancelled — before dispatch, or once delivered (returned or refused: no stock back,
 *     the points it earned taken back)
 * npm run order -- show <order>
 *     print the order's statuses, a refund it owes (REFUND DUE: a payment after it was cancelled) and
 *     its refunds (ADR 0028: one line each; a 'manual' one is marked done with
 *     POST /api/admin/refunds/<refund uuid>/done)
 * npm run order -- discount <order> approve|reject [--note <text>]
 *     decide the order's Senior Citizen / PWD discount (ADR 0020): approve keeps it; reject takes it off
 *     (the order goes on at the full price) or cancels the order, as the customer chose
 * npm run order -- expire <order>
 *     close an unpaid order's payment window now (ADR 0027): its provider is asked first (a payment
 *     already taken pays it); otherwise it expires and gives back its stock, slot, promo use, points and credits
 * npm run order -- reconcile --from <YYYY-MM-DD> --to <YYYY-MM-DD> [--check-providers]
 *     list every payment started in those Manila dates (92 at most) on which the provider and the order
 *     disagree — paid but cancelled, paid after expiry, paid twice, a refund pending, failed or waiting
 *     for the operator; with --check-providers, also attempts the provider says are paid that we do not
 *     hold as paid (one call per attempt). Read-only: one line per payment, then the count
 *
 * <order> is the order's uuid or the 8-character reference customers quote. With the embedded
 * database, a running server owns the data directory: the request goes to it over HTTP with the admin
 * key from the lock file. With no server running (or with DATABASE_URL), the command opens the
 * database itself.
 */
import { parseArgs } from 'node:util';
import { DISCOUNT_TYPE_LABELS, type DiscountType, idTypeLabel } from '@storefront/contracts/special-discount';
import { formatPesos } from '@storefront/domain/money';
import { operatorTarget } from '@storefront/domain/order-status';
import { type Config, loadConfig } from '../config';
import { closePaymentWindowNow } from '../flows/expire-payment-windows';
import { type ReconciliationItem, rangeProblem, reconcilePayments } from '../flows/reconcile-payments';
import { AppError } from '../lib/app-error';
import type { LockInfo } from '../lib/data-dir-lock';
import type { OperatorOrderView } from '../modules/orders/operator';
import {
  type CommandIo,
  exitCodeOf,
  PROCESS_IO,
  Refused,
  runCommand,
  runningServer,
  startedAsCommand,
  withOwnDatabase,
} from './data-dir';

const USAGE =
  'usage: npm run order -- status <order uuid or reference> <status> [--sub <sub-order uuid>] [--reason <text>]\n' +
  '       npm run order -- show <order uuid or reference>\n' +
  '       npm run order -- discount <order uuid or reference> approve|reject [--note <text>]\n' +
  '       npm run order -- expire <order uuid or reference>\n' +
  '       npm run order -- reconcile --from <YYYY-MM-DD> --to <YYYY-MM-DD> [--check-providers]\n' +
  '  status: processing, dispatched (or pick_up), delivered (or claimed), cancelled';

type Request =
  | { kind: 'show'; order: string }
  | { kind: 'status'; order: string; body: { status: string; sub_order_uuid?: string; reason?: string } }
  | { kind: 'discount'; order: string; body: { decision: 'approve' | 'reject'; note?: string } }
  | { kind: 'expire'; order: string; body: Record<string, never> };

type Reconcile = { kind: 'reconcile'; from: string; to: string; checkProviders: boolean };

type Answer = {
  moved?: number;
  message?: string;
  cancelled?: number;
  data?: { expired: boolean };
  order: OperatorOrderView;
};

function describe(order: OperatorOrderView): string {
  const lines = [
    `order ${order.reference} (${order.order_uuid}): ${order.order_status} · ${order.payment_method}, ${order.payment_status}`,
  ];
  if (order.refund) lines.push(`  REFUND DUE: ${order.refund.reason} (flagged ${order.refund.flagged_at})`);
  // Refunds (ADR 0028): a manual one is marked done with POST /api/admin/refunds/:uuid/done.
  for (const refund of order.refunds ?? [])
    lines.push(
      `  refund ${refund.uuid}: ${formatPesos(refund.amount)} via ${refund.provider}, ${refund.status}` +
        `${refund.failure_reason ? ` (${refund.failure_reason})` : ''} — ${refund.reason}`,
    );
  const discount = order.special_discount;
  if (discount) {
    const label = discount.types.map((t) => DISCOUNT_TYPE_LABELS[t as DiscountType] ?? t).join(' / ');
    const state =
      discount.approved === 1
        ? 'approved'
        : discount.approved === 0
          ? 'rejected'
          : `awaiting validation${discount.awaiting_validation ? ' (payment on hold)' : ''}`;
    lines.push(
      `  special discount: ${label}, ${formatPesos(discount.amount)} off — ${state}; if rejected: ${discount.rejected_action}`,
    );
    for (const id of discount.ids)
      lines.push(
        `    ${idTypeLabel(id.id_type)}: ${id.full_name}, no. ${id.id_number}${id.photo ? '' : ' (photo no longer kept)'}`,
      );
  }
  for (const sub of order.sub_orders) {
    const shown = sub.order_status === sub.status ? '' : ` (shown as ${sub.order_status})`;
    const reason = sub.cancel_reason ? ` — ${sub.cancel_reason}` : '';
    lines.push(`  ${sub.branch_name} [${sub.delivery_type}] ${sub.uuid}: ${sub.status}${shown}${reason}`);
  }
  return lines.join('\n');
}

async function throughServer(server: LockInfo, request: Request): Promise<Answer> {
  const base = `http://127.0.0.1:${server.port}/api/admin/orders/${encodeURIComponent(request.order)}`;
  const headers = { 'content-type': 'application/json', 'x-admin-key': server.adminKey ?? '' };
  const path = {
    show: '',
    status: '/status',
    discount: '/special-discount',
    expire: '/payment-window/close',
  }[request.kind];
  const response =
    request.kind === 'show'
      ? await fetch(base, { headers })
      : await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(request.body) });
  const body = (await response.json()) as Answer & { message?: string; errors?: Record<string, string[]> };
  if (!response.ok) {
    if (response.status >= 500) throw new Error(body.message ?? `the server answered ${response.status}`);
    throw new Refused(
      body.message ?? `the server answered ${response.status}`,
      Object.values(body.errors ?? {}).flat(),
    );
  }
  if (request.kind === 'show') return { order: body as unknown as OperatorOrderView };
  // The order as it is now, after its window closed.
  if (request.kind === 'expire')
    return { ...body, order: (await throughServer(server, { ...request, kind: 'show' })).order };
  return body;
}

async function directly(config: Config, request: Request): Promise<Answer> {
  try {
    return await withOwnDatabase(config, async ({ orders, payments }) => {
      const operator = orders.operator;
      if (request.kind === 'show') return operator.show(request.order).then((order) => ({ order }));
      if (request.kind === 'expire') {
        const closed = await closePaymentWindowNow({ orders, payments }, request.order, new Date());
        return { ...closed, order: await operator.show(request.order) };
      }
      if (request.kind === 'discount') return operator.decideSpecialDiscount(request.order, request.body);
      return operator.setStatus(request.order, request.body);
    });
  } catch (error) {
    if (error instanceof AppError && error.kind !== 'maintenance')
      throw new Refused(error.message, Object.values(error.details.errors ?? {}).flat());
    throw error;
  }
}

/** The payments to reconcile, through the running server's admin API. */
async function reconcileThroughServer(server: LockInfo, request: Reconcile): Promise<ReconciliationItem[]> {
  const query = new URLSearchParams({ from: request.from, to: request.to });
  if (request.checkProviders) query.set('check_providers', 'true');
  const response = await fetch(`http://127.0.0.1:${server.port}/api/admin/payments/reconciliation?${query}`, {
    headers: { 'x-admin-key': server.adminKey ?? '' },
  });
  const body = (await response.json()) as {
    data?: ReconciliationItem[];
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (!response.ok) {
    if (response.status >= 500) throw new Error(body.message ?? `the server answered ${response.status}`);
    throw new Refused(
      body.message ?? `the server answered ${response.status}`,
      Object.values(body.errors ?? {}).flat(),
    );
  }
  return body.data ?? [];
}

async function reconcileDirectly(config: Config, request: Reconcile): Promise<ReconciliationItem[]> {
  try {
    return await withOwnDatabase(config, ({ orders, payments }) =>
      reconcilePayments(
        { orders, payments },
        { from: request.from, to: request.to, checkProviders: request.checkProviders },
      ),
    );
  } catch (error) {
    if (error instanceof AppError && error.kind !== 'maintenance')
      throw new Refused(error.message, Object.values(error.details.errors ?? {}).flat());
    throw error;
  }
}

/** One line per payment: when, what, which order and transaction, how much, and why. */
const reconciliationLine = (item: ReconciliationItem) =>
  `${item.at} ${item.kind} order ${item.reference} (${item.order_uuid}) transaction ${item.transaction_number ?? '-'} [${item.provider}] ${formatPesos(item.amount)}: ${item.detail}`;

function parse(argv: string[]): Request | Reconcile | undefined {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      sub: { type: 'string' },
      reason: { type: 'string' },
      note: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      'check-providers': { type: 'boolean' },
    },
  });
  const [command, order, status] = positionals;
  if (command === 'reconcile' && positionals.length === 1 && values.from && values.to)
    return { kind: 'reconcile', from: values.from, to: values.to, checkProviders: values['check-providers'] ?? false };
  if (command === 'show' && order && positionals.length === 2) return { kind: 'show', order };
  if (command === 'expire' && order && positionals.length === 2) return { kind: 'expire', order, body: {} };
  if (command === 'discount' && order && (status === 'approve' || status === 'reject') && positionals.length === 3)
    return { kind: 'discount', order, body: { decision: status, ...(values.note ? { note: values.note } : {}) } };
  if (command === 'status' && order && status && positionals.length === 3)
    return {
      kind: 'status',
      order,
      body: {
        status,
        ...(values.sub ? { sub_order_uuid: values.sub } : {}),
        ...(values.reason ? { reason: values.reason } : {}),
      },
    };
  return undefined;
}

async function reconcile(config: Config, server: LockInfo | undefined, request: Reconcile, io: CommandIo) {
  // A bad range is refused before any database or server is reached.
  const problem = rangeProblem(request.from, request.to);
  if (problem) throw new Refused(problem.message, []);
  const items = server ? await reconcileThroughServer(server, request) : await reconcileDirectly(config, request);
  for (const item of items) io.out(reconciliationLine(item));
  const via = server ? ' (through the running server)' : '';
  io.out(
    `${items.length ? `${items.length} payment(s) to reconcile` : 'Nothing to reconcile'} from ${request.from} to ${request.to}${request.checkProviders ? ', providers asked' : ''}${via}`,
  );
  return 0;
}

/** The command: its exit code, its output written to `io` (the process's own when run as a command). */
export async function main(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  let request: Request | Reconcile | undefined;
  try {
    request = parse(argv);
  } catch (error) {
    io.err((error as Error).message);
  }
  if (!request) {
    io.err(USAGE);
    return 2;
  }
  try {
    const config = loadConfig(io.env);
    const server = runningServer(config);
    if (request.kind === 'reconcile') return await reconcile(config, server, request, io);
    const answer = server ? await throughServer(server, request) : await directly(config, request);
    const via = server ? ' (through the running server)' : '';
    if (request.kind === 'status')
      io.out(`moved ${answer.moved} sub-order(s) to ${operatorTarget(request.body.status)}${via}`);
    if (request.kind === 'discount')
      io.out(`${answer.message}${answer.cancelled ? ` The order was cancelled, as the customer chose.` : ''}${via}`);
    if (request.kind === 'expire')
      io.out(
        `${answer.message} ${answer.data?.expired ? 'The order expired: what it held was given back.' : 'Nothing expired: the order is paid, or its window had already closed.'}${via}`,
      );
    io.out(describe(answer.order));
    return 0;
  } catch (error) {
    return exitCodeOf(error, io);
  }
}

if (startedAsCommand(import.meta.url)) runCommand(main);
