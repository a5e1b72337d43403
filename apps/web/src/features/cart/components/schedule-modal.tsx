import * as Dialog from '@radix-ui/react-dialog';
import * as RadioGroup from '@radix-ui/react-radio-group';
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
import {
  type FocusEvent,
  type FormEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ChevronProps, ClassNames, DayButtonProps, RootProps } from 'react-day-picker';
import { ChevronDownIcon, ChevronRightIcon, CloseIcon } from '@/components/icons';
import { focusedElement, returnFocusTo } from '@/lib/return-focus';
import {
  dateAccessibleName,
  fromLocalDay,
  initialDate,
  initialSlot,
  offeredDates,
  rejectionMessage,
  type ServerDate,
  slotsFor,
  toLocalDay,
} from '../schedule-view';
import './schedule-modal.css';

export type ScheduleModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'delivery' → dropdown label 'Delivery Time'; 'pickup' → 'Pickup Time'. */
  kind: 'delivery' | 'pickup';
  /** The branch's 'Brand · Branch' (cart-view `branchLabel`) under the title, e.g. 'Lutong Bahay · Ayala Makati'. */
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

// react-day-picker (most of this modal's weight) loads when 'More dates' is first opened: branches
// that book 14 days ahead or less never show the calendar.
const DayPicker = lazy(() => import('react-day-picker').then((m) => ({ default: m.DayPicker })));

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

/** The first up to 14 dates as a radio group: Radix moves the check with the arrow keys and skips disabled dates. */
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
  // Null when the choice is a calendar date: no pill is checked, and Tab lands on the first selectable one.
  const checked = pills.some((p) => p.date === selected && isSelectable(p)) ? selected : null;

  // On opening, the checked pill may be beyond the sideways scroll on a phone.
  useEffect(() => {
    groupRef.current?.querySelector('[aria-checked="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);

  // Radix checks the pill an arrow key focuses only if the key is still down, yet moves the focus a
  // task later: a quick press moves focus without checking (radix-ui/primitives#4094). Focus that
  // comes from another pill is always an arrow key's move (Tab comes from outside), so check here.
  const checkWhenArrivedFromPill = (date: string) => (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from?.getAttribute('role') === 'radio' && groupRef.current?.contains(from)) onChoose(date);
  };

  return (
    <div className="date-pills">
      <RadioGroup.Root
        ref={groupRef}
        aria-label="Date"
        className="date-pills__list"
        value={checked}
        onValueChange={onChoose}
      >
        {pills.map((entry) => {
          const info = slotInfoText(entry);
          return (
            <RadioGroup.Item
              key={entry.date}
              value={entry.date}
              aria-label={dateAccessibleName(entry)}
              data-status={entry.status}
              className="date-pill"
              disabled={!isSelectable(entry)}
              onFocus={checkWhenArrivedFromPill(entry.date)}
            >
              <span className="date-pill__label">{entry.label}</span>
              <span className="date-pill__day">{entry.day}</span>
              <span className="date-pill__weekday">{entry.weekday}</span>
              {info && <span className="date-pill__info">{info}</span>}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}

/** The dates after the pills: a toggle that opens a month calendar. */
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
        {expanded && (
          <Suspense fallback={null}>
            <Calendar dates={dates} selected={chosen?.date ?? null} onChoose={onChoose} />
          </Suspense>
        )}
      </div>
    </>
  );
}

/** Our class names instead of react-day-picker's stylesheet; parts not named here are unstyled. */
const CALENDAR_CLASSES: Partial<ClassNames> = {
  root: 'calendar',
  month: 'calendar__month',
  month_caption: 'calendar__caption',
  caption_label: 'calendar__title',
  button_previous: 'icon-btn calendar__nav',
  button_next: 'icon-btn calendar__nav',
  month_grid: 'calendar__grid',
  weekday: 'calendar__weekday',
  week: 'calendar__week',
  day: 'calendar__cell',
  day_button: 'calendar__day',
};

/**
 * A month grid of the later dates (react-day-picker: arrow keys, PageUp/PageDown, Home/End, crossing
 * months). Days outside the range are hidden (the pills hold the earlier ones); closed and full days
 * are disabled, so the keys skip both. Each day is named as its pill would be, slot status included.
 */
function Calendar({
  dates,
  selected,
  onChoose,
}: {
  dates: ScheduleDate[];
  selected: string | null;
  onChoose: (date: string) => void;
}) {
  const byDate = useMemo(() => new Map(dates.map((d) => [d.date, d])), [dates]);
  const entryOf = (day: Date) => byDate.get(fromLocalDay(day));
  const first = dates[0]?.date ?? '';
  const last = dates.at(-1)?.date ?? first;

  return (
    <DayPicker
      mode="single"
      required
      selected={selected ? toLocalDay(selected) : undefined}
      onSelect={(day) => onChoose(fromLocalDay(day))}
      defaultMonth={toLocalDay(selected ?? first)}
      startMonth={toLocalDay(first)}
      endMonth={toLocalDay(last)}
      hidden={(day) => !entryOf(day)}
      disabled={(day) => {
        const entry = entryOf(day);
        return !entry || !isSelectable(entry);
      }}
      navLayout="around"
      classNames={CALENDAR_CLASSES}
      components={{ Root: CalendarRoot, DayButton: CalendarDayButton, Chevron: CalendarChevron }}
      labels={{
        labelPrevious: () => 'Previous month',
        labelNext: () => 'Next month',
        labelDayButton: (day, modifiers) => {
          const entry = entryOf(day);
          // Only the range's days have buttons (the others are hidden).
          const name = entry ? dateAccessibleName(entry) : '';
          // The grid cell carries aria-selected, but focus is on the button inside: say it here too.
          return modifiers.selected ? `${name}, selected` : name;
        },
      }}
    />
  );
}

/** The calendar's outer box. It mounts once the widget has loaded, so it is what scrolls into view. */
function CalendarRoot({ rootRef: _animationOnly, ...props }: RootProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Once opened, bring the whole calendar into view: on a short screen it starts below the pills.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return <div ref={ref} {...props} />;
}

/**
 * react-day-picker's day button, but moving focus in a layout effect rather than a passive one. React
 * runs the passive effects of a key press at once; Preact runs them after the next paint, so keys
 * pressed quickly reached the day that still had focus while the widget's state had moved on, and
 * the two days then took focus from each other without end (the page hung).
 */
function CalendarDayButton({ day: _day, modifiers, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...props} />;
}

function CalendarChevron({ orientation }: ChevronProps) {
  return <ChevronRightIcon size={20} className={orientation === 'left' ? 'calendar__chevron-left' : undefined} />;
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
