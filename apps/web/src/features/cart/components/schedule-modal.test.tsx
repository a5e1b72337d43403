// @vitest-environment happy-dom
import type { ScheduleSettings, ScheduleStoreHours } from '@storefront/domain/schedule';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ServerDate } from '../schedule-view';
import ScheduleModal, { type ScheduleModalProps } from './schedule-modal';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const storeHours: ScheduleStoreHours = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { opening: '08:00', closing: '22:00', cut_off_time: '21:00' }]),
);

/** 60 days from Monday 23 November 2026: 14 pills (to 6 December), then a calendar from 7 December to 21 January. */
const settings: ScheduleSettings = {
  minimum_lead_time_value: 1,
  minimum_lead_time: 'hours',
  duration_lead_time_value: 60,
  orders_per_day: 30,
  closed_dates: ['2026-11-25', '2026-12-09'],
  pre_order_schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, { enable: true, start: '09:00', end: '20:00' }])),
};

const serverDates: ServerDate[] = [
  { date: '2026-11-23', remaining_orders_accepted: 2, closed: false },
  { date: '2026-11-26', remaining_orders_accepted: 0, closed: false },
  { date: '2026-12-10', remaining_orders_accepted: 0, closed: false },
];

/** Monday 23 November 2026, 10:00 in Manila. */
const NOW = new Date('2026-11-23T10:00:00+08:00');

function renderModal(props: Partial<ScheduleModalProps> = {}) {
  const onSelect = vi.fn<ScheduleModalProps['onSelect']>();
  const onOpenChange = vi.fn();
  render(
    <ScheduleModal
      open
      onOpenChange={onOpenChange}
      kind="delivery"
      branchLabel="Lutong Bahay · Ayala Makati"
      settings={settings}
      storeHours={storeHours}
      initialDates={serverDates}
      value={null}
      now={() => NOW}
      onSelect={onSelect}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Pick a date' });
  return { dialog, onSelect, onOpenChange };
}

const radio = (name: string) => screen.getByRole('radio', { name });
const time = () => screen.getByRole('combobox', { name: 'Delivery Time' }) as HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: 'SELECT THIS SCHEDULE' });
const day = (grid: HTMLElement, name: string) => within(grid).getByRole('button', { name }) as HTMLButtonElement;
const focusedName = () => document.activeElement?.getAttribute('aria-label');

/**
 * Opens the calendar and waits for its mount effects as well as its grid. The lazily loaded widget is
 * shown by a commit outside act(), whose effects run a moment later; one of react-day-picker's sets
 * the month it starts on, so a click on Next month before it would be undone (seen once in CI, under
 * load). The calendar's box scrolls into view in the same round of effects: wait for that.
 */
async function openCalendar() {
  const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
  fireEvent.click(screen.getByRole('button', { name: /More dates/ }));
  const grid = await screen.findByRole('grid', { name: 'December 2026' });
  await waitFor(() => expect(scrolled).toHaveBeenCalled());
  scrolled.mockRestore();
  return grid;
}

describe('the date pills', () => {
  it('are a radio group of the first 14 dates, named with their slot status; closed and full ones disabled', async () => {
    const { dialog } = renderModal();
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    const group = screen.getByRole('radiogroup', { name: 'Date' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(14);
    expect(radios.at(-1)?.getAttribute('aria-label')).toBe('Sunday, December 6, 2026, 30 slot(s) left');
    expect(radio('Today, Monday, November 23, 2026, 2 slot(s) left').getAttribute('aria-checked')).toBe('true');
    expect(radio('Tomorrow, Tuesday, November 24, 2026, 30 slot(s) left').getAttribute('aria-checked')).toBe('false');
    expect((radio('Wednesday, November 25, 2026, Closed') as HTMLButtonElement).disabled).toBe(true);
    expect((radio('Thursday, November 26, 2026, Full') as HTMLButtonElement).disabled).toBe(true);
    expect(within(radios[0] as HTMLElement).getByText('2 slot(s) left')).toBeTruthy();
    // Today from an hour after now (10:00 + 1 h lead) to the 21:00 cut-off, every 30 minutes.
    expect(time().value).toBe('2026-11-23 11:00:00');
    expect(time().options).toHaveLength(18);
  });

  it('check a date with a click or the arrow keys, which skip the disabled dates', async () => {
    renderModal();
    const tomorrow = radio('Tomorrow, Tuesday, November 24, 2026, 30 slot(s) left');
    fireEvent.click(tomorrow);
    expect(tomorrow.getAttribute('aria-checked')).toBe('true');
    // Another date: the time goes to its first slot.
    expect(time().value).toBe('2026-11-24 09:00:00');

    act(() => tomorrow.focus());
    // A quick press: the key is up before Radix moves the focus (radix-ui/primitives#4094).
    fireEvent.keyDown(tomorrow, { key: 'ArrowRight' });
    fireEvent.keyUp(tomorrow, { key: 'ArrowRight' });
    const friday = radio('Friday, November 27, 2026, 30 slot(s) left');
    await waitFor(() => expect(friday.getAttribute('aria-checked')).toBe('true'));
    expect(document.activeElement).toBe(friday);
    expect(time().value).toBe('2026-11-27 09:00:00');

    // End (and Home) go to the last (first) selectable pill and check it, as the hand-written group did.
    fireEvent.keyDown(friday, { key: 'End' });
    fireEvent.keyUp(friday, { key: 'End' });
    const last = radio('Sunday, December 6, 2026, 30 slot(s) left');
    await waitFor(() => expect(last.getAttribute('aria-checked')).toBe('true'));
  });
});

describe('the calendar of later dates', () => {
  it('opens from More dates on the first later month; out-of-range days are blank, closed and full ones disabled', async () => {
    renderModal();
    const toggle = screen.getByRole('button', { name: /More dates/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('grid')).toBeNull();
    const grid = await openCalendar();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The month's days before 7 December are the pills' dates: no buttons.
    const days = within(grid).getAllByRole('button');
    expect(days[0]?.getAttribute('aria-label')).toBe('Monday, December 7, 2026, 30 slot(s) left');
    expect(days).toHaveLength(25);
    expect(day(grid, 'Wednesday, December 9, 2026, Closed').disabled).toBe(true);
    expect(day(grid, 'Thursday, December 10, 2026, Full').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous month' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const january = screen.getByRole('grid', { name: 'January 2027' });
    expect(within(january).getAllByRole('button')).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Next month' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('picks a day: no pill stays checked, the toggle shows it, and its first slot is sent', async () => {
    const { onSelect } = renderModal();
    const grid = await openCalendar();
    fireEvent.click(day(grid, 'Friday, December 11, 2026, 30 slot(s) left'));
    const chosen = day(grid, 'Friday, December 11, 2026, 30 slot(s) left, selected');
    expect(chosen.closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true')).toEqual([]);
    expect(screen.getByRole('button', { name: /More dates/ }).textContent).toContain('Fri, Dec 11');
    expect(time().value).toBe('2026-12-11 09:00:00');
    fireEvent.change(time(), { target: { value: '2026-12-11 13:30:00' } });
    fireEvent.click(submit());
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('2026-12-11 13:30:00'));
  });

  it('moves with the arrow keys and PageDown, skipping disabled days and crossing months', async () => {
    renderModal();
    const grid = await openCalendar();
    const tuesday = day(grid, 'Tuesday, December 8, 2026, 30 slot(s) left');
    act(() => tuesday.focus());
    fireEvent.keyDown(tuesday, { key: 'ArrowRight' });
    // 9 (closed) and 10 (full) are skipped.
    await waitFor(() => expect(focusedName()).toBe('Friday, December 11, 2026, 30 slot(s) left'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    await waitFor(() => expect(focusedName()).toBe('Monday, January 11, 2027, 30 slot(s) left'));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    await waitFor(() => expect(focusedName()).toBe('Sunday, January 10, 2027, 30 slot(s) left'));
  });

  it('opens at once on the month of a current value among the later dates', async () => {
    renderModal({ value: '2026-12-20 15:00:00' });
    const grid = await screen.findByRole('grid', { name: 'December 2026' });
    expect(day(grid, 'Sunday, December 20, 2026, 30 slot(s) left, selected')).toBeTruthy();
    expect(time().value).toBe('2026-12-20 15:00:00');
  });
});

describe('the time and the select button', () => {
  it('after the cut-off, shows the message and disables the time and the button', () => {
    renderModal({ now: () => new Date('2026-11-23T21:10:00+08:00'), value: '2026-11-23 20:00:00' });
    expect(screen.getByRole('status').textContent).toBe('Order cut off already. Please select another date and time.');
    expect(time().disabled).toBe(true);
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
  });

  it("stays open with the rejection's message when the choice is refused", async () => {
    const { onSelect, onOpenChange } = renderModal();
    onSelect.mockRejectedValue(new Error('The selected schedule is already full.'));
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('The selected schedule is already full.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes when the choice is taken, and focus goes back to what opened it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Schedule
          </button>
          <ScheduleModal
            open={open}
            onOpenChange={setOpen}
            kind="pickup"
            branchLabel="Lutong Bahay · Ayala Makati"
            settings={settings}
            storeHours={storeHours}
            initialDates={serverDates}
            value={null}
            now={() => NOW}
            onSelect={() => undefined}
          />
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Schedule' });
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pick a date' });
    expect(screen.getByRole('combobox', { name: 'Pickup Time' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'SELECT THIS SCHEDULE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
