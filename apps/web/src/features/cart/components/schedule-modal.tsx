import * as Dialog from '@radix-ui/react-dialog';
import {
  CUT_OFF_MESSAGE,
  calendarDates,
  defaultSlot,
  initialPills,
  isCutOff,
  isSelectable,
  type ScheduleDate,
  type ScheduleSettings,
  type ScheduleStoreHours,
  slotInfoText,
} from '@storefront/domain/schedule';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ChevronDownIcon, ChevronRightIcon, CloseIcon } from '@/components/icons';
import { focusedElement, returnFocusTo } from '@/lib/return-focus';
import {
  dateAccessibleName,
  initialDate,
  initialSlot,
  monthsOf,
  monthTitle,
  monthWeeks,
  offeredDates,
  rejectionMessage,
  type ServerDate,
  slotsFor,
  stepDate,
  stepPill,
} from '../schedule-view';
import './schedule-modal.css';

export type ScheduleModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'delivery' → dropdown label 'Delivery Time'; 'pickup' → 'Pickup Time'. */
  kind: 'delivery' | 'pickup';
  /** Brand (branch) heading shown under the title, e.g. 'Lutong Bahay (Ayala)'. */
  branchLabel: string;
  settings: ScheduleSettings;
  storeHours: ScheduleStoreHours;
  /** From the server (authority on capacity): per date, orders still accepted (null = unlimited) and closed. */
  initialDates: ServerDate[];
  /** Current value 'YYYY-MM-DD HH:mm:ss' or null; its date (and time, when still offered) is preselected. */
  value: string | null;
  /** Injected clock for tests; defaults to () => new Date(). */
  now?: () => Date;
  /**
   * Called with the chosen slot value when 'SELECT THIS SCHEDULE' is pressed; may be async. While it
   * runs the button is busy; when it resolves the modal closes (onOpenChange(false)); when it rejects
   * the modal stays open and shows the error's message.
   */
  onSelect: (value: string) => void | Promise<void>;
};

const systemClock = () => new Date();

/** Spec §2 Schedule modal: pick a date (pills, then a calendar for later dates) and a 30-minute slot. */
export default function ScheduleModal({ open, onOpenChange, ...form }: ScheduleModalProps) {
  // The modal opens without a Dialog.Trigger, so remember what had focus when it opened to return there.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focusedElement());
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="schedule-modal"
          // Focus the dialog itself (its title is announced), not the close button.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={returnFocusTo(() => opener)}
        >
          <Dialog.Close className="icon-btn schedule-modal__close" aria-label="Close">
            <CloseIcon />
          </Dialog.Close>
          <header className="schedule-modal__head">
            <Dialog.Title className="schedule-modal__title">Pick a date</Dialog.Title>
            <Dialog.Description className="schedule-modal__branch">{form.branchLabel}</Dialog.Description>
          </header>
          {/* Mounted only while open, so each opening starts again from `value` and a fresh clock. */}
          <ScheduleForm {...form} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ScheduleFormProps = Omit<ScheduleModalProps, 'open' | 'onOpenChange' | 'branchLabel'> & { onDone: () => void };

function ScheduleForm({ kind, settings, storeHours, initialDates, value, now, onSelect, onDone }: ScheduleFormProps) {
  const selectId = useId();
  const noticeId = useId();
  // One clock reading per opening: the dates and slots must not shift under the customer's hand.
  const [openedAt] = useState(() => (now ?? systemClock)());
  const dates = useMemo(
    () => offeredDates(settings, storeHours, initialDates, openedAt),
    [settings, storeHours, initialDates, openedAt],
  );
  const slotsOf = useMemo(() => slotsFor(settings, storeHours, openedAt), [settings, storeHours, openedAt]);

  const [date, setDate] = useState(() => initialDate(dates, value, slotsOf));
  const [slot, setSlot] = useState(() => (date ? initialSlot(slotsOf(date), value) : null));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const slots = useMemo(() => (date ? slotsOf(date) : []), [date, slotsOf]);
  const cutOff = date !== null && isCutOff(date, storeHours, openedAt);
  const pills = initialPills(dates);
  const laterDates = calendarDates(dates);
  const timeLabel = kind === 'delivery' ? 'Delivery Time' : 'Pickup Time';

  const chooseDate = (next: string) => {
    setDate(next);
    setSlot(defaultSlot(slotsOf(next))?.value ?? null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot || cutOff || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSelect(slot);
      setBusy(false);
      onDone();
    } catch (rejection) {
      setBusy(false);
      setError(rejectionMessage(rejection));
    }
  };

  let notice: string | null = null;
  if (date === null) notice = 'No dates are available. Please try again later.';
  else if (cutOff) notice = CUT_OFF_MESSAGE;
  else if (slots.length === 0) notice = 'No time is left on this date. Please select another date.';

  return (
    <form className="schedule-modal__form" onSubmit={submit} noValidate>
      <div className="schedule-modal__body">
        <DatePills pills={pills} selected={date} onChoose={chooseDate} />
        {laterDates.length > 0 && <LaterDates dates={laterDates} selected={date} onChoose={chooseDate} />}
      </div>

      {/* The time and the button stay in view below the dates, however far the calendar scrolls. */}
      <div className="schedule-modal__footer">
        <div className="schedule-modal__time">
          <label htmlFor={selectId} className="schedule-modal__label">
            {timeLabel}
          </label>
          <div className="schedule-modal__select-wrap">
            <select
              id={selectId}
              className="schedule-modal__select"
              value={slot ?? ''}
              disabled={cutOff || slots.length === 0}
              aria-describedby={notice ? noticeId : undefined}
              onChange={(e) => {
                setSlot(e.target.value);
                setError(null);
              }}
            >
              {slots.length === 0 && <option value="">No available time</option>}
              {slots.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="schedule-modal__select-icon" size={18} />
          </div>
          <p id={noticeId} className="schedule-modal__notice" role="status">
            {notice}
          </p>
        </div>
        {error && (
          <p className="schedule-modal__error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block schedule-modal__submit"
          disabled={!slot || cutOff || busy}
          aria-busy={busy}
        >
          SELECT THIS SCHEDULE
        </button>
      </div>
    </form>
  );
}

/** The first up to 14 dates as a radio group (arrow keys move and select, like native radios). */
function DatePills({
  pills,
  selected,
  onChoose,
}: {
  pills: ScheduleDate[];
  selected: string | null;
  onChoose: (date: string) => void;
}) {
  const groupRef = useRef<HTMLDivElement>(null);
  const selectable = pills.filter(isSelectable).map((p) => p.date);
  const checked = selectable.includes(selected ?? '') ? selected : null;
  // Roving tab stop: the checked pill, or the first selectable one when the choice is elsewhere.
  const tabStop = checked ?? selectable[0] ?? null;

  // On opening, the checked pill may be beyond the sideways scroll on a phone.
  useEffect(() => {
    groupRef.current?.querySelector('[aria-checked="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);

  const move = (event: KeyboardEvent) => {
    const keys: Record<string, () => string | null> = {
      ArrowRight: () => stepPill(selectable, checked, 1),
      ArrowDown: () => stepPill(selectable, checked, 1),
      ArrowLeft: () => stepPill(selectable, checked, -1),
      ArrowUp: () => stepPill(selectable, checked, -1),
      Home: () => selectable[0] ?? null,
      End: () => selectable.at(-1) ?? null,
    };
    const target = keys[event.key]?.();
    if (!target) return;
    event.preventDefault();
    onChoose(target);
    groupRef.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus();
  };

  return (
    <div className="date-pills">
      <div ref={groupRef} role="radiogroup" aria-label="Date" className="date-pills__list" onKeyDown={move}>
        {pills.map((entry) => {
          const info = slotInfoText(entry);
          const isChecked = entry.date === checked;
          return (
            // biome-ignore lint/a11y/useSemanticElements: native radios can't be these two-line pill buttons with roving focus
            <button
              key={entry.date}
              type="button"
              role="radio"
              aria-checked={isChecked}
              aria-label={dateAccessibleName(entry)}
              data-date={entry.date}
              data-status={entry.status}
              className="date-pill"
              disabled={!isSelectable(entry)}
              tabIndex={entry.date === tabStop ? 0 : -1}
              onClick={() => onChoose(entry.date)}
            >
              <span className="date-pill__label">{entry.label}</span>
              <span className="date-pill__day">{entry.day}</span>
              <span className="date-pill__weekday">{entry.weekday}</span>
              {info && <span className="date-pill__info">{info}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The dates after the pills: a toggle that opens a month calendar (a grid of date buttons). */
function LaterDates({
  dates,
  selected,
  onChoose,
}: {
  dates: ScheduleDate[];
  selected: string | null;
  onChoose: (date: string) => void;
}) {
  const calendarId = useId();
  const chosen = dates.find((d) => d.date === selected) ?? null;
  // Open from the start when the current choice is one of the later dates, so it is visible.
  const [expanded, setExpanded] = useState(chosen !== null);

  return (
    <>
      <button
        type="button"
        className="later-dates__toggle"
        aria-expanded={expanded}
        aria-controls={calendarId}
        data-chosen={chosen !== null}
        onClick={() => setExpanded(!expanded)}
      >
        <CalendarIcon />
        <span>More dates</span>
        {chosen && <span className="later-dates__chosen">{`${chosen.weekday}, ${chosen.label} ${chosen.day}`}</span>}
        <ChevronDownIcon className="later-dates__chevron" />
      </button>
      <div id={calendarId} hidden={!expanded}>
        {expanded && <Calendar dates={dates} selected={selected} onChoose={onChoose} />}
      </div>
    </>
  );
}

const WEEKDAY_HEADERS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

function Calendar({
  dates,
  selected,
  onChoose,
}: {
  dates: ScheduleDate[];
  selected: string | null;
  onChoose: (date: string) => void;
}) {
  const titleId = useId();
  const calendarRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const months = monthsOf(dates);
  const byDate = new Map(dates.map((d) => [d.date, d]));
  const selectable = dates.filter(isSelectable).map((d) => d.date);
  const [monthIndex, setMonthIndex] = useState(() => Math.max(0, months.indexOf(selected?.slice(0, 7) ?? '')));
  // The date to focus once its month has rendered (arrow keys may cross into another month).
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const month = months[monthIndex] ?? months[0] ?? '';
  const inMonth = selectable.filter((d) => d.startsWith(month));
  const tabStop = selected && inMonth.includes(selected) ? selected : (inMonth[0] ?? null);

  // Once opened, bring the whole calendar into view: on a short screen it starts below the pills.
  useEffect(() => {
    calendarRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  useEffect(() => {
    if (!pendingFocus) return;
    tableRef.current?.querySelector<HTMLElement>(`[data-date="${pendingFocus}"]`)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  const move = (event: KeyboardEvent, from: string) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 };
    const days = steps[event.key];
    if (days === undefined) return;
    event.preventDefault();
    const target = stepDate(selectable, from, days);
    if (!target) return;
    setMonthIndex(months.indexOf(target.slice(0, 7)));
    setPendingFocus(target);
  };

  return (
    <div ref={calendarRef} className="calendar">
      <div className="calendar__nav">
        <button
          type="button"
          className="icon-btn calendar__prev"
          aria-label="Previous month"
          disabled={monthIndex === 0}
          onClick={() => setMonthIndex(monthIndex - 1)}
        >
          <ChevronRightIcon size={20} />
        </button>
        <h3 id={titleId} className="calendar__title" aria-live="polite">
          {monthTitle(month)}
        </h3>
        <button
          type="button"
          className="icon-btn"
          aria-label="Next month"
          disabled={monthIndex >= months.length - 1}
          onClick={() => setMonthIndex(monthIndex + 1)}
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <table ref={tableRef} className="calendar__grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map(([short, name]) => (
              <th key={name} scope="col" abbr={name}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* Only the weeks with dates of the calendar's range; other days are blank (the pills hold the earlier ones). */}
          {monthWeeks(month)
            .filter((week) => week.some((cell) => cell !== null && byDate.has(cell)))
            .map((week) => (
              <tr key={week.find(Boolean) ?? ''}>
                {week.map((cell, i) => {
                  const entry = cell ? byDate.get(cell) : undefined;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a week's cells are its seven weekday columns
                    <td key={i}>
                      {entry && (
                        <button
                          type="button"
                          className="calendar__day"
                          data-date={entry.date}
                          data-status={entry.status}
                          aria-label={dateAccessibleName(entry)}
                          aria-pressed={entry.date === selected}
                          disabled={!isSelectable(entry)}
                          tabIndex={entry.date === tabStop ? 0 : -1}
                          onClick={() => onChoose(entry.date)}
                          onKeyDown={(e) => move(e, entry.date)}
                        >
                          {entry.day}
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}
