import type { CartBranchEntry } from '@storefront/contracts/cart';
import { isScheduled, LOGISTIC_TYPE_LABELS, type LogisticType } from '@storefront/domain/logistic-types';
import { formatScheduleDisplay } from '@storefront/domain/schedule';
import { lazy, Suspense, useId, useState } from 'react';
import { PromptModal } from '@/components/prompt-modal';
import { isApiError } from '@/lib/api-client';
import { updateDeliveryType, useCartChange } from '../api/change-cart';
import { branchLabel } from '../cart-view';

const ScheduleModal = lazy(() => import('./schedule-modal'));

/** The first field error's text, or the error's message, or the generic one (spec §8 delivery-update failure). */
function deliveryErrorText(error: unknown): string {
  if (isApiError(error)) return Object.values(error.fieldErrors)[0] ?? error.message;
  return 'Something went wrong, please try again';
}

/**
 * Spec §2/§4: a 'Logistic Type' dropdown of the branch's enabled types and a schedule row. A 'now'
 * type is sent at once (the schedule is cleared); a scheduled type waits for a slot from the modal.
 */
export function FulfilmentControl({ entry }: { entry: CartBranchEntry }) {
  const selectId = useId();
  const [pendingType, setPendingType] = useState<LogisticType | null>(null);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useCartChange(updateDeliveryType);
  const type = pendingType ?? entry.delivery_type;
  const scheduled = isScheduled(type);
  const value = pendingType ? null : entry.pickup_datetime;

  const send = (deliveryType: LogisticType, datetime: string | null) =>
    change.mutateAsync([
      {
        branchuuid: entry.branch_uuid,
        branch_name: entry.branch_name,
        brand_uuid: entry.brand_uuid,
        brand_name: entry.brand_name,
        delivery_type: deliveryType,
        ...(datetime ? { delivery_datetime: datetime } : {}),
      },
    ]);

  const choose = async (next: LogisticType) => {
    if (isScheduled(next)) {
      setPendingType(next);
      setScheduleOpen(true);
      return;
    }
    setPendingType(null);
    try {
      await send(next, null);
    } catch (error) {
      setProblem(deliveryErrorText(error));
    }
  };

  const settings = type === 'scheduled_pickup' ? entry.pickup_settings : entry.delivery_settings;

  return (
    <div className="fulfilment">
      <div className="fulfilment__field">
        <label htmlFor={selectId} className="fulfilment__label">
          Logistic Type
        </label>
        <select
          id={selectId}
          className="fulfilment__select"
          value={type}
          // Not `disabled` while the change is sent: a disabled select loses focus, and a keyboard user
          // changing the type with the arrow keys was thrown to the top of the page (issue 26).
          aria-busy={change.isPending || undefined}
          onChange={(e) => void choose(e.target.value as LogisticType)}
        >
          {entry.logistic_types.map((t) => (
            <option key={t} value={t}>
              {LOGISTIC_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="fulfilment__schedule"
        disabled={!scheduled}
        onClick={() => setScheduleOpen(true)}
        aria-label={`Schedule: ${value ? formatScheduleDisplay(value) : 'Select Schedule'}`}
      >
        <span className="fulfilment__label">Schedule</span>
        <span className="fulfilment__value">{value ? formatScheduleDisplay(value) : 'Select Schedule'}</span>
      </button>
      {scheduled && settings && scheduleOpen && (
        <Suspense fallback={null}>
          <ScheduleModal
            open={scheduleOpen}
            onOpenChange={setScheduleOpen}
            kind={type === 'scheduled_pickup' ? 'pickup' : 'delivery'}
            branchLabel={branchLabel(entry)}
            settings={settings}
            storeHours={entry.store_hours}
            initialDates={settings.initial_dates}
            value={value}
            onSelect={async (slot) => {
              try {
                await send(type, slot);
              } catch (error) {
                throw new Error(deliveryErrorText(error));
              }
              setPendingType(null);
              setScheduleOpen(false);
            }}
          />
        </Suspense>
      )}
      <PromptModal
        open={problem !== null}
        onClose={() => setProblem(null)}
        message={problem ?? ''}
        buttonText="CLOSE"
      />
    </div>
  );
}
