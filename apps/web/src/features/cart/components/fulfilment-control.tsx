import type { CartBranchEntry } from '@storefront/contracts/cart';
import { isScheduled, type LogisticType } from '@storefront/domain/logistic-types';
import { formatScheduleDisplay } from '@storefront/domain/schedule';
import { lazy, Suspense, useState } from 'react';
import { PromptModal } from '@/components/prompt-modal';
import { isApiError } from '@/lib/api-client';
import { updateDeliveryType, useCartChange } from '../api/change-cart';
import { branchLabel } from '../cart-view';
import { LogisticTypeSelect } from './logistic-type-select';

const ScheduleModal = lazy(() => import('./schedule-modal'));

/** The first field error's text, or the error's message, or the generic one (spec §8 delivery-update failure). */
function deliveryErrorText(error: unknown): string {
  if (isApiError(error)) return Object.values(error.fieldErrors)[0] ?? error.message;
  return 'Something went wrong, please try again';
}

/**
 * Spec §2/§4: a 'Logistic Type' listbox of the branch's enabled types and a schedule row. A 'now'
 * type is sent at once (the schedule is cleared); a scheduled type waits for a slot from the modal.
 */
export function FulfilmentControl({ entry }: { entry: CartBranchEntry }) {
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
    // The control shows the choice while it is saved (and the cart refetched), not the old type.
    setPendingType(next);
    try {
      await send(next, null);
    } catch (error) {
      setProblem(deliveryErrorText(error));
    } finally {
      // Unless another type was chosen meanwhile (a scheduled one waits in the modal).
      setPendingType((pending) => (pending === next ? null : pending));
    }
  };

  const settings = type === 'scheduled_pickup' ? entry.pickup_settings : entry.delivery_settings;

  return (
    <div className="fulfilment">
      <LogisticTypeSelect
        types={entry.logistic_types}
        value={type}
        busy={change.isPending}
        onChoose={(next) => void choose(next)}
      />
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
