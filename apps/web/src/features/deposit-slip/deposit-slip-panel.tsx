/**
 * The deposit slip panel on an order paid by bank deposit (spec §3 bank_accounts, §4 "Deposit slip"):
 * where to pay, the slips uploaded with their review status, and the upload form. The order details
 * screen renders it for DEPOSIT_SLIP orders (signed-in customers only: checkout refuses guests).
 */
import type { OrderDetails } from '@storefront/contracts/order';
import { lazy, Suspense, useId, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { FormSuccess } from '@/components/fields';
import { LoadingRegion, Skeleton } from '@/components/skeleton';
import { useDepositSlips } from './api/get-deposit-slips';
import { BankAccounts } from './components/bank-accounts';
import { SlipList } from './components/slip-list';
import './deposit-slip.css';

// The upload form (react-hook-form and the contract's zod) is its own chunk: most orders are not paid
// by bank deposit, and the order screen's first load should not carry it.
const UploadForm = lazy(() => import('./components/upload-form').then((m) => ({ default: m.UploadForm })));

export function DepositSlipPanel({ order }: { order: Pick<OrderDetails, 'uuid' | 'payment_status'> }) {
  const slips = useDepositSlips(order.uuid);
  const [uploaded, setUploaded] = useState<{ message: string; count: number } | null>(null);
  const titleId = useId();
  const paid = order.payment_status === 'paid' || slips.data?.slips.some((s) => s.status === 'A');

  return (
    <section className="slip-panel stack-sm" aria-labelledby={titleId}>
      <h3 id={titleId} className="slip-panel__title">
        Bank deposit
      </h3>
      {slips.isPending ? (
        <LoadingRegion label="Loading deposit slips">
          <Skeleton height={72} />
          <Skeleton height={120} />
        </LoadingRegion>
      ) : slips.isError ? (
        <ErrorState error={slips.error} onRetry={() => void slips.refetch()} />
      ) : (
        <>
          {!paid && (
            <>
              <p className="slip-panel__meta">
                Deposit the order total to one of these accounts, then upload a photo of your deposit slip. We review it
                and confirm your payment.
              </p>
              <BankAccounts accounts={slips.data.bank_accounts} />
            </>
          )}
          <SlipList slips={slips.data.slips} />
          <FormSuccess message={uploaded?.message} />
          {!paid && (
            <Suspense fallback={<Skeleton height={200} />}>
              <UploadForm
                // A fresh form after each upload: the chosen file and its preview go.
                key={uploaded?.count ?? 0}
                orderUuid={order.uuid}
                accounts={slips.data.bank_accounts}
                uploadsLeft={slips.data.uploads_left}
                blockedReason={slips.data.blocked_reason}
                onUploaded={(message) => setUploaded((u) => ({ message, count: (u?.count ?? 0) + 1 }))}
              />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
