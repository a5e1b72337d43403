// @vitest-environment happy-dom
import type { LogisticType } from '@storefront/domain/logistic-types';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogisticTypeSelect } from './logistic-type-select';

const TYPES: LogisticType[] = ['deliver_now', 'pickup_now', 'scheduled_delivery', 'scheduled_pickup'];

function setup(value: LogisticType = 'deliver_now') {
  const chosen: LogisticType[] = [];
  render(<LogisticTypeSelect types={TYPES} value={value} busy={false} onChoose={(type) => chosen.push(type)} />);
  const control = screen.getByRole('combobox', { name: 'Logistic Type' });
  control.focus();
  const highlighted = () => document.getElementById(control.getAttribute('aria-activedescendant') ?? '')?.textContent;
  const key = (k: string) => fireEvent.keyDown(control, { key: k });
  return { control, chosen, highlighted, key };
}

// The keys, the blur and the saving are fulfilment-control.test.tsx's; here what that one does not cover.
describe('the Logistic Type select', () => {
  it('jumps to a type by its first letters, the next one of that letter on a second press', () => {
    const { control, highlighted, key } = setup();
    key('s');
    expect(control.getAttribute('aria-expanded')).toBe('true');
    expect(highlighted()).toBe('Scheduled Delivery');
    key('s');
    expect(highlighted()).toBe('Scheduled Pickup');
    key('Home');
    expect(highlighted()).toBe('Delivery');
    key('End');
    expect(highlighted()).toBe('Scheduled Pickup');
    // ↓ at the last type stays there; letters that start no type move nothing.
    key('ArrowDown');
    key('x');
    expect(highlighted()).toBe('Scheduled Pickup');
  });

  it('picks a tapped type once, keeps the focus, and picks nothing for the current type', () => {
    const { control, chosen } = setup('pickup_now');
    fireEvent.click(control);
    const list = screen.getByRole('listbox', { name: 'Logistic Type' });
    // A press in the list does not take the focus from the combobox (which would close the list).
    expect(fireEvent.mouseDown(list)).toBe(false);
    expect(screen.getByRole('option', { name: 'Pickup' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Scheduled Delivery' }));
    expect(chosen).toEqual(['scheduled_delivery']);
    expect(control.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(control);

    fireEvent.click(control);
    fireEvent.click(screen.getByRole('option', { name: 'Pickup' }));
    expect(chosen).toEqual(['scheduled_delivery']);
  });

  it('focuses the combobox when its label is tapped', () => {
    const { control } = setup();
    control.blur();
    fireEvent.click(screen.getByText('Logistic Type'));
    expect(document.activeElement).toBe(control);
  });
});
