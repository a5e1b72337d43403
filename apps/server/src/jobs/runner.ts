/**
 * Background jobs (DESIGN §2): what the rest of the server sees, whichever database it runs on. A job
 * is a named handler registered once; work reaches it by `send` (once, now or from a given time) or by
 * `schedule` (a cron). On PostgreSQL pg-boss runs it (pg-boss-runner.ts), once across every instance;
 * on the embedded database the same handler runs in-process from a table of ours (embedded-runner.ts).
 * How jobs must be written: README.md beside this file, docs/adr/0018-background-jobs.md.
 */
import { safeError } from '../lib/log-privacy';
import { assertCron } from './cron';

/** A job's input: plain JSON, ids rather than a customer's details (it is stored, and may be logged). */
export type JobData = Record<string, unknown>;

/** What a handler may report when it is done (counts), logged with the run; never a customer's details. */
export type JobSummary = Record<string, number | string | boolean>;

export type JobContext = {
  id: string;
  name: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /**
   * Aborted when the run has outlived its timeout or the runner is stopping: finish the step at hand
   * and return (what is left is picked up by the next run, since every job is idempotent).
   */
  signal: AbortSignal;
};

/**
 * A job's work. Runs at least once per job sent, rarely more (a crash or a time-out mid-run means the
 * run is repeated), so it must be idempotent and work in small steps, each committed on its own. It may
 * resolve to a JobSummary, logged with the run at info; anything else is not logged.
 */
export type JobHandler<T extends JobData = JobData> = (data: T, job: JobContext) => Promise<unknown>;

export type JobOptions = {
  /** Runs after a failed one; 3 by default (so 4 runs at most). */
  retryLimit?: number;
  /** Wait before the first retry, doubled for each next one; 30 s by default. */
  retryDelaySeconds?: number;
  /** A run that takes longer fails (and is retried); 15 minutes by default, under 24 hours. */
  timeoutSeconds?: number;
  /** Runs of this job at once in this process; 1 by default. */
  concurrency?: number;
};

export type SendOptions = {
  /** Not run before this time. */
  startAfter?: Date;
  /** While a job of this name and key is waiting, retrying or running, sending another does nothing. */
  singletonKey?: string;
};

export type ScheduleOptions = {
  data?: JobData;
  /** The zone the cron is read in; UTC by default. */
  tz?: string;
};

/** What a module that queues work needs: send only. */
export interface JobQueue {
  /** Queues a job; answers its id, or null when `singletonKey` found one already waiting. Once started only. */
  send(name: string, data: JobData, options?: SendOptions): Promise<string | null>;
}

export interface JobRunner extends JobQueue {
  readonly driver: 'pg-boss' | 'embedded';
  /** Before start. */
  register<T extends JobData>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /**
   * Before start, for a registered job: fires it on the cron (5 fields, minute first). Idempotent: every
   * instance sets the same schedule at start, and it fires once across them all.
   */
  schedule(name: string, cron: string, options?: ScheduleOptions): void;
  /** Creates what storage needs, sets the schedules, and starts working. */
  start(): Promise<void>;
  /**
   * Stops taking jobs, tells running handlers through their signal, and waits for them (at most
   * `timeoutMs`, 10 s by default); a run cut off there is run again later.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/** The runner's logger (a pino logger fits): it gets names, ids, counts and scrubbed errors only. */
export type JobLog = {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type JobDefinition = Required<JobOptions> & { name: string; handler: JobHandler };

export type ScheduleDefinition = { name: string; cron: string; tz: string; data: JobData };

export const JOB_DEFAULTS: Required<JobOptions> = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  timeoutSeconds: 15 * 60,
  concurrency: 1,
};

/** pg-boss's queue names allow more; this keeps names readable and the same on both drivers. */
const JOB_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

const DAY_MS = 24 * 60 * 60 * 1000;

export class JobTimeoutError extends Error {
  constructor(seconds: number) {
    super(`the run took longer than ${seconds} s`);
    this.name = 'JobTimeoutError';
  }
}

/** A handler's failure as it is stored and passed on: its type and scrubbed message only. */
export class JobFailedError extends Error {
  constructor(type: string, message: string) {
    super(message);
    this.name = type;
  }
}

/**
 * What both runners share: the registry of jobs and schedules, and running one attempt (timeout, stop
 * signal, the log line).
 */
export abstract class BaseRunner implements JobRunner {
  abstract readonly driver: 'pg-boss' | 'embedded';
  protected readonly jobs = new Map<string, JobDefinition>();
  protected readonly schedules = new Map<string, ScheduleDefinition>();
  protected status: 'new' | 'starting' | 'started' | 'stopping' | 'stopped' = 'new';
  /** Aborted at stop, so running handlers can finish early. */
  protected readonly stopping = new AbortController();

  constructor(protected readonly log: JobLog) {}

  abstract send(name: string, data: JobData, options?: SendOptions): Promise<string | null>;
  abstract start(): Promise<void>;
  abstract stop(options?: { timeoutMs?: number }): Promise<void>;

  register<T extends JobData>(name: string, handler: JobHandler<T>, options: JobOptions = {}): void {
    if (this.status !== 'new') throw new Error(`job ${name}: register before the runner starts`);
    if (!JOB_NAME.test(name)) throw new Error(`job name ${JSON.stringify(name)}: lower-case letters, digits, hyphens`);
    if (this.jobs.has(name)) throw new Error(`job ${name} is registered twice`);
    const definition = { ...JOB_DEFAULTS, ...options, name, handler: handler as JobHandler };
    const { retryLimit, retryDelaySeconds, timeoutSeconds, concurrency } = definition;
    if (!Number.isInteger(retryLimit) || retryLimit < 0) throw new Error(`job ${name}: retryLimit is a whole number`);
    if (!Number.isInteger(retryDelaySeconds) || retryDelaySeconds < 1)
      throw new Error(`job ${name}: retryDelaySeconds is a whole number of seconds, at least 1`);
    if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1 || timeoutSeconds * 1000 >= DAY_MS)
      throw new Error(`job ${name}: timeoutSeconds is whole, from 1 s to under a day`);
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`job ${name}: concurrency is at least 1`);
    this.jobs.set(name, definition);
  }

  schedule(name: string, cron: string, options: ScheduleOptions = {}): void {
    if (this.status !== 'new') throw new Error(`job ${name}: schedule before the runner starts`);
    this.definition(name);
    const tz = options.tz ?? 'UTC';
    assertCron(cron, tz);
    this.schedules.set(name, { name, cron, tz, data: options.data ?? {} });
  }

  protected definition(name: string): JobDefinition {
    const definition = this.jobs.get(name);
    if (!definition) throw new Error(`job ${name} is not registered`);
    return definition;
  }

  protected assertStarted(name: string) {
    if (this.status !== 'started') throw new Error(`job ${name}: the runner is not running`);
  }

  /**
   * One run of a job: the handler, failed if it outlives its timeout. Logs the outcome; on failure
   * throws a JobFailedError (type and scrubbed message: what storage keeps of it).
   */
  protected async attempt(
    definition: JobDefinition,
    data: JobData,
    run: { id: string; attempt: number; willRetry: boolean },
  ): Promise<void> {
    const started = Date.now();
    const timeout = new AbortController();
    const fields = { job: definition.name, id: run.id, attempt: run.attempt };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new JobTimeoutError(definition.timeoutSeconds);
        timeout.abort(error);
        reject(error);
      }, definition.timeoutSeconds * 1000);
    });
    const signal = AbortSignal.any([timeout.signal, this.stopping.signal]);
    try {
      const summary = await Promise.race([
        definition.handler(data, { id: run.id, name: definition.name, attempt: run.attempt, signal }),
        timedOut,
      ]);
      const done = { ...fields, ms: Date.now() - started };
      if (summary && typeof summary === 'object')
        this.log.info({ ...done, result: summary }, `job ${definition.name} done`);
      else this.log.debug(done, `job ${definition.name} done`);
    } catch (error) {
      const safe = safeError(error);
      const failed = { ...fields, ms: Date.now() - started, error: safe };
      if (run.willRetry) this.log.warn(failed, `job ${definition.name} failed; it will be retried`);
      else this.log.error(failed, `job ${definition.name} failed for good after ${run.attempt} runs`);
      throw new JobFailedError(safe.type, safe.message);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The wait before the run after failed run number `attempt`: the delay, doubled each time, at most a day. */
export function retryDelayMs(definition: JobDefinition, attempt: number): number {
  return Math.min(definition.retryDelaySeconds * 1000 * 2 ** (attempt - 1), DAY_MS);
}
