/**
 * The server's jobs and their schedules, registered on the runner main.ts starts. A new job is added
 * here: its handler lives in the module that owns the data it works on (or the flow, when it crosses
 * modules).
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  EXPIRE_PAYMENT_WINDOWS_CRON,
  EXPIRE_PAYMENT_WINDOWS_JOB,
  expirePaymentWindows,
  type PaymentWindowDeps,
} from '../flows/expire-payment-windows';
import { PURGE_ID_IMAGES_CRON, PURGE_ID_IMAGES_JOB, purgeIdImages } from '../modules/discounts/purge-id-images';
import type { PaymentsService } from '../modules/payments/service';
import type { JobRunner } from './runner';

export function registerServerJobs(
  runner: JobRunner,
  deps: {
    db: Db;
    config: Pick<Config, 'specialDiscountImageRetentionDays'>;
    /**
     * The app's services the payment-window sweep works through (app.ts createServices), and the
     * payments' refunds the refund sweep sends.
     */
    services: PaymentWindowDeps & { payments: Pick<PaymentsService, 'refunds'> };
    /** The clock due payment windows are read against; the real one unless given (tests move theirs). */
    now?: (() => Date) | undefined;
  },
): void {
  const now = deps.now ?? (() => new Date());
  runner.register(
    PURGE_ID_IMAGES_JOB,
    async (_data, { signal }) => {
      const retentionDays = deps.config.specialDiscountImageRetentionDays;
      const purged = await purgeIdImages(deps.db, { retentionDays, signal });
      // An hour with nothing to drop is not worth a line at info.
      return purged ? { purged } : undefined;
    },
    { retryDelaySeconds: 60 },
  );
  runner.schedule(PURGE_ID_IMAGES_JOB, PURGE_ID_IMAGES_CRON);

  // Every minute: a window closes at most a minute late. A run cut off leaves the rest to the next.
  runner.register(
    EXPIRE_PAYMENT_WINDOWS_JOB,
    async (_data, { signal }) => {
      const swept = await expirePaymentWindows(deps.services, { now: now(), signal });
      // A minute with nothing due is not worth a line at info.
      return Object.values(swept).some((n) => n > 0) ? swept : undefined;
    },
    { retryLimit: 1, retryDelaySeconds: 30, timeoutSeconds: 300 },
  );
  runner.schedule(EXPIRE_PAYMENT_WINDOWS_JOB, EXPIRE_PAYMENT_WINDOWS_CRON);

  // Every minute (ADR 0028): refunds a cancel could not send at once, retries past their backoff, and
  // look-ups of refunds the provider still works on. Each row is claimed first: instances never race.
  runner.register(
    SUBMIT_REFUNDS_JOB,
    async (_data, { signal }) => {
      const sent = await deps.services.payments.refunds.submitDue(now(), { signal });
      return Object.values(sent).some((n) => n > 0) ? sent : undefined;
    },
    { retryLimit: 1, retryDelaySeconds: 30, timeoutSeconds: 300 },
  );
  runner.schedule(SUBMIT_REFUNDS_JOB, SUBMIT_REFUNDS_CRON);
}

/** Refunds sent and looked up (payments/refunds/service.ts), every minute. */
export const SUBMIT_REFUNDS_JOB = 'submit-refunds';
export const SUBMIT_REFUNDS_CRON = '* * * * *';
