/**
 * npm run loyalty -- ecodes --merchant <subdomain> --points <n> --count <n> [--expires <Manila date or time>]
 *                          [--batch <name>] [--out <file.csv>]
 *     generate a batch of e-codes (1–10,000) and write them to a CSV (code,points,expires_at,batch):
 *     by default ecodes-<batch>.csv in the current directory. The CSV is the only copy of the codes
 *     (the database keeps their hashes), so the command never overwrites a file.
 * npm run loyalty -- void <code> --merchant <subdomain>
 *     void an unused code (a used one cannot be)
 * npm run loyalty -- give <customer uuid or mobile> --merchant <subdomain> --points <n> --reason <text>
 *                        [--reference <ref>]
 *     give points ('Give Points'); the same reference gives once (without one, a fresh one is printed)
 * npm run loyalty -- ledger <customer uuid or mobile> --merchant <subdomain> [--page <n>]
 *     print the customer's balance, whether it agrees with the ledger, and the movements, newest first
 * npm run loyalty -- wallet issue --merchant <subdomain> --amount <pesos>
 *     issue a medicine wallet credit (ADR 0025) and print its code and PIN: the only time the PIN is
 *     shown (the database keeps its hash)
 *
 * With the embedded database, a running server owns the data directory: the request goes to it over
 * HTTP with the admin key from the lock file. With no server running (or with DATABASE_URL), the
 * command opens the database itself. Both ways check the arguments with the admin API's schemas.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { manilaClock } from '@storefront/domain/manila-time';
import { formatPesos } from '@storefront/domain/money';
import type { z } from 'zod';
import { type Config, loadConfig } from '../config';
import { AppError } from '../lib/app-error';
import type { LockInfo } from '../lib/data-dir-lock';
import {
  GenerateEcodesRequest,
  GivePointsRequest,
  IssueWalletRequest,
  LedgerQuery,
  VoidEcodeRequest,
} from '../modules/loyalty/operator/requests';
import {
  type EcodeBatchAnswer,
  type GivePointsAnswer,
  type LedgerAnswer,
  newBatchLabel,
  type WalletIssueAnswer,
} from '../modules/loyalty/operator/service';
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
  'usage: npm run loyalty -- ecodes --merchant <subdomain> --points <n> --count <n> [--expires <YYYY-MM-DD[ HH:mm]>] [--batch <name>] [--out <file.csv>]\n' +
  '       npm run loyalty -- void <code> --merchant <subdomain>\n' +
  '       npm run loyalty -- give <customer uuid or mobile> --merchant <subdomain> --points <n> --reason <text> [--reference <ref>]\n' +
  '       npm run loyalty -- ledger <customer uuid or mobile> --merchant <subdomain> [--page <n>]\n' +
  '       npm run loyalty -- wallet issue --merchant <subdomain> --amount <pesos>\n' +
  '  --expires is Manila time; a date alone means through that day (default: a year from now)';

type Request =
  | { kind: 'ecodes'; body: GenerateEcodesRequest; out: string }
  | { kind: 'void'; body: VoidEcodeRequest }
  | { kind: 'give'; body: GivePointsRequest }
  | { kind: 'ledger'; query: LedgerQuery }
  | { kind: 'wallet'; body: IssueWalletRequest };

type Answer = EcodeBatchAnswer | { message: string } | GivePointsAnswer | LedgerAnswer | WalletIssueAnswer;

/** Arguments checked with the admin API's own schema, so both ways refuse the same things alike. */
function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => issue.message);
  throw new Refused(problems[0] ?? 'The arguments are not valid.', problems);
}

const numberOf = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** Undefined: not a command this knows (usage is printed); throws Refused for a bad argument. */
function parse(argv: string[], io: CommandIo): Request | undefined {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      merchant: { type: 'string' },
      points: { type: 'string' },
      count: { type: 'string' },
      expires: { type: 'string' },
      batch: { type: 'string' },
      out: { type: 'string' },
      reason: { type: 'string' },
      reference: { type: 'string' },
      page: { type: 'string' },
      amount: { type: 'string' },
    },
  });
  const [command, subject] = positionals;
  const merchant = values.merchant;
  if (command === 'ecodes' && positionals.length === 1) {
    const body = checked(GenerateEcodesRequest, {
      merchant,
      points: numberOf(values.points),
      count: numberOf(values.count),
      expires_at: values.expires,
      // Named here when not given, so the CSV's default name is known before any code exists.
      batch: values.batch ?? newBatchLabel(new Date()),
    });
    // npm runs scripts from the package root; INIT_CWD is where the operator typed the command.
    const out = path.resolve(io.env.INIT_CWD ?? process.cwd(), values.out ?? `ecodes-${body.batch}.csv`);
    return { kind: 'ecodes', body, out };
  }
  if (command === 'void' && subject && positionals.length === 2)
    return { kind: 'void', body: checked(VoidEcodeRequest, { merchant, code: subject }) };
  if (command === 'give' && subject && positionals.length === 2)
    return {
      kind: 'give',
      body: checked(GivePointsRequest, {
        merchant,
        customer: subject,
        points: numberOf(values.points),
        reason: values.reason,
        reference: values.reference,
      }),
    };
  if (command === 'wallet' && subject === 'issue' && positionals.length === 2)
    return { kind: 'wallet', body: checked(IssueWalletRequest, { merchant, amount: numberOf(values.amount) }) };
  if (command === 'ledger' && subject && positionals.length === 2)
    return { kind: 'ledger', query: checked(LedgerQuery, { merchant, customer: subject, page: values.page }) };
  return undefined;
}

async function throughServer(server: LockInfo, request: Request): Promise<Answer> {
  const base = `http://127.0.0.1:${server.port}/api/admin/loyalty`;
  const headers = { 'content-type': 'application/json', 'x-admin-key': server.adminKey ?? '' };
  const post = (url: string, body: object) => fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  let response: Response;
  if (request.kind === 'ledger') {
    const { merchant, customer, page } = request.query;
    const query = new URLSearchParams({ merchant, customer, page: String(page) });
    response = await fetch(`${base}/ledger?${query}`, { headers });
  } else {
    const url = {
      ecodes: `${base}/ecodes`,
      void: `${base}/ecodes/void`,
      give: `${base}/points/give`,
      wallet: `${base}/wallets`,
    }[request.kind];
    response = await post(url, request.body);
  }
  const body = (await response.json()) as Answer & { message?: string; errors?: Record<string, string[]> };
  if (!response.ok) {
    if (response.status >= 500) throw new Error(body.message ?? `the server answered ${response.status}`);
    throw new Refused(
      body.message ?? `the server answered ${response.status}`,
      Object.values(body.errors ?? {}).flat(),
    );
  }
  return body;
}

async function directly(config: Config, request: Request): Promise<Answer> {
  try {
    return await withOwnDatabase<Answer>(config, ({ loyaltyOperator: operator }) => {
      if (request.kind === 'ecodes') return operator.generateEcodes(request.body);
      if (request.kind === 'void') return operator.voidEcode(request.body);
      if (request.kind === 'give') return operator.givePoints(request.body);
      if (request.kind === 'wallet') return operator.issueWallet(request.body);
      return operator.ledger(request.query);
    });
  } catch (error) {
    if (error instanceof AppError && error.kind !== 'maintenance')
      throw new Refused(error.message, Object.values(error.details.errors ?? {}).flat());
    throw error;
  }
}

/** '2027-06-30T16:00:00.000Z' → '2027-07-01 00:00 Manila'. */
function manilaTime(iso: string): string {
  const { date, minuteOfDay } = manilaClock(new Date(iso));
  const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const mm = String(minuteOfDay % 60).padStart(2, '0');
  return `${date} ${hh}:${mm}`;
}

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

function describeLedger(ledger: LedgerAnswer): string[] {
  const c = ledger.customer;
  const agrees = ledger.reconcile.consistent
    ? 'the ledger agrees'
    : `LEDGER MISMATCH: movements sum to ${ledger.reconcile.ledger_sum}, the newest leaves ${ledger.reconcile.last_balance_after}`;
  const lines = [
    `${c.firstname} ${c.lastname} · ${c.mobile_number} · ${c.uuid}${c.status === 'active' ? '' : ` (${c.status})`}`,
    `balance ${ledger.balance.toLocaleString('en-US')} (${agrees})`,
  ];
  if (ledger.movements.length === 0) lines.push('no movements yet');
  else lines.push(`movements, newest first (page ${ledger.page} of ${ledger.max_page}):`);
  for (const m of ledger.movements)
    lines.push(
      `  ${manilaTime(m.created_at)}  ${m.type.padEnd(18)} ${signed(m.points).padStart(8)} → ${String(m.balance_after).padStart(8)}  ${m.description}${m.note ? ` — ${m.note}` : ''} [${m.source} ${m.source_key}]`,
    );
  return lines;
}

/** The CSV the codes are printed from; the only copy of them. */
function csvOf(batch: EcodeBatchAnswer): string {
  const rows = batch.codes.map((code) => `${code},${batch.points},${batch.expires_at},${batch.batch}`);
  return `code,points,expires_at,batch\n${rows.join('\n')}\n`;
}

/**
 * Generates the batch into a file created first (never overwriting one: it may hold the only copy of
 * an earlier batch), so a file that cannot be created is known before any code exists.
 */
async function generateInto(out: string, generate: () => Promise<Answer>, io: CommandIo): Promise<EcodeBatchAnswer> {
  let file: number;
  try {
    file = fs.openSync(out, 'wx', 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Refused(code === 'EEXIST' ? `${out} already exists; name another file with --out.` : String(error));
  }
  let batch: EcodeBatchAnswer;
  try {
    batch = (await generate()) as EcodeBatchAnswer;
  } catch (error) {
    fs.closeSync(file);
    fs.rmSync(out, { force: true });
    throw error;
  }
  try {
    fs.writeFileSync(file, csvOf(batch));
  } catch (error) {
    // The codes exist now and nowhere else: they go to the output rather than being lost.
    io.out(csvOf(batch));
    throw new Refused(`Could not write ${out} (${String(error)}); the codes were printed instead.`);
  } finally {
    fs.closeSync(file);
  }
  return batch;
}

/** The command: its exit code, its output written to `io` (the process's own when run as a command). */
export async function main(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  try {
    let request: Request | undefined;
    try {
      request = parse(argv, io);
    } catch (error) {
      if (error instanceof Refused) throw error;
      io.err((error as Error).message);
    }
    if (!request) {
      io.err(USAGE);
      return 2;
    }
    const config = loadConfig(io.env);
    const server = runningServer(config);
    const run = (r: Request) => (server ? throughServer(server, r) : directly(config, r));
    const via = server ? ' (through the running server)' : '';
    if (request.kind === 'ecodes') {
      const { out } = request;
      const batch = await generateInto(out, () => run(request), io);
      io.out(
        `wrote ${batch.codes.length} e-codes of ${batch.points} points (batch ${batch.batch}, expiring ${manilaTime(batch.expires_at)} Manila) to ${out}${via}`,
      );
      return 0;
    }
    const answer = await run(request);
    if (request.kind === 'void') io.out(`${(answer as { message: string }).message}${via}`);
    if (request.kind === 'wallet') {
      const issued = answer as WalletIssueAnswer;
      io.out(`issued a medicine wallet credit of ${formatPesos(issued.amount)}${via}`);
      io.out(`code ${issued.code}`);
      io.out(`pin  ${issued.pin}`);
    }
    if (request.kind === 'give') {
      const given = answer as GivePointsAnswer;
      io.out(`${given.message} Balance: ${given.balance.toLocaleString('en-US')}.${via}`);
      io.out(`reference ${given.reference} (give again with --reference ${given.reference} to retry safely)`);
    }
    if (request.kind === 'ledger') for (const line of describeLedger(answer as LedgerAnswer)) io.out(line);
    return 0;
  } catch (error) {
    return exitCodeOf(error, io);
  }
}

if (startedAsCommand(import.meta.url)) runCommand(main);
