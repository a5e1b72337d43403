// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { AddressCombobox } from './address-combobox';

const SEARCH = '/api/store/v1/public/customer/estore/address/search';
const MAKATI = { label: 'Makati City, Metro Manila', lat: 14.55027, lng: 121.03269 };
const MAKATO = { label: 'Makato, Aklan', lat: 11.7119, lng: 122.2918 };

const onSelect = vi.fn();
const onLockedInteraction = vi.fn();
const onListOpenChange = vi.fn();

const renderCombobox = (locked = false) => {
  renderWithProviders(
    <AddressCombobox
      locked={locked}
      onSelect={onSelect}
      onLockedInteraction={onLockedInteraction}
      onListOpenChange={onListOpenChange}
    />,
  );
  return screen.getByRole('combobox', { name: 'Search for your city or area' }) as HTMLInputElement;
};

const status = () => screen.getByRole('status');

beforeEach(() => {
  onSelect.mockClear();
  onLockedInteraction.mockClear();
  onListOpenChange.mockClear();
});

describe('the address combobox', () => {
  it('says what the search found, in the status the field is described by', async () => {
    mockApi('get', SEARCH, json({ data: [MAKATI, MAKATO] }), json({ data: [] }), json({ message: 'Try again.' }, 400));
    const field = renderCombobox();
    expect(field.getAttribute('aria-describedby')).toBe(status().id);
    expect(field.getAttribute('placeholder')).toBe('e.g. Makati City');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.maxLength).toBeGreaterThan(0);

    fireEvent.change(field, { target: { value: 'mak' } });
    await waitFor(() => expect(status().textContent).toBe('Searching…'));
    await waitFor(() => expect(status().textContent).toBe('2 places found.'));
    expect(screen.getByRole('listbox', { name: 'Suggested places' }).hidden).toBe(false);
    expect(onListOpenChange).toHaveBeenLastCalledWith(true);

    fireEvent.change(field, { target: { value: 'zzz' } });
    await waitFor(() => expect(status().textContent).toBe('No places found for “zzz”.'));
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(onListOpenChange).toHaveBeenLastCalledWith(false);

    fireEvent.change(field, { target: { value: 'qqq' } });
    await waitFor(() => expect(status().textContent).toBe('Try again.'));
  });

  it('fills the field with a clicked suggestion and hands the place over', async () => {
    mockApi('get', SEARCH, json({ data: [MAKATI, MAKATO] }));
    const field = renderCombobox();
    fireEvent.change(field, { target: { value: 'mak' } });
    await screen.findAllByRole('option');
    // A click in the field (to move the caret) keeps the list open; after Escape it opens it again.
    fireEvent.click(field);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(field);
    expect(field.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('option', { name: 'Makato, Aklan' }));

    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(MAKATO));
    expect(field.value).toBe('Makato, Aklan');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('never points at a suggestion that is gone: fewer may arrive after the highlight moved', async () => {
    mockApi('get', SEARCH, json({ data: [MAKATI, MAKATO] }), json({ data: [MAKATI] }));
    const field = renderCombobox();
    fireEvent.change(field, { target: { value: 'mak' } });
    await screen.findByRole('option', { name: 'Makato, Aklan' });

    // The customer types on, and moves to the second of the old suggestions before the new ones come.
    fireEvent.change(field, { target: { value: 'makati' } });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);

    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(field.getAttribute('aria-activedescendant') ?? '').toBe('');
    fireEvent.keyDown(field, { key: 'Enter' }); // nothing highlighted: nothing picked
    expect(field.value).toBe('makati');
    expect(onSelect).not.toHaveBeenCalled();

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
  });

  it('leaving the field closes the list without picking the highlighted suggestion', async () => {
    mockApi('get', SEARCH, json({ data: [MAKATI, MAKATO] }));
    const field = renderCombobox();
    field.focus();
    fireEvent.change(field, { target: { value: 'mak' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(field, { key: 'ArrowDown' });

    fireEvent.blur(field, { relatedTarget: document.body }); // Tab to the next control
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
    expect(field.value).toBe('mak');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('suggestions that arrive after the customer left do not open the list or take the focus back', async () => {
    mockApi('get', SEARCH, json({ data: [MAKATI, MAKATO] }));
    const field = renderCombobox();
    field.focus();
    fireEvent.change(field, { target: { value: 'mak' } });
    field.blur();

    await waitFor(() => expect(status().textContent).toBe('2 places found.'));
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).not.toBe(field);
  });
});

describe('the address combobox, locked', () => {
  it('is read-only and disabled to assistive technology; keys and clicks say why and change nothing', () => {
    const field = renderCombobox(true);
    expect(field.readOnly).toBe(true);
    expect(field.getAttribute('aria-disabled')).toBe('true');

    for (const key of ['m', 'ArrowDown', 'Enter', 'Backspace']) {
      expect(fireEvent.keyDown(field, { key })).toBe(false); // the key's default is prevented
    }
    expect(onLockedInteraction).toHaveBeenCalledTimes(4);
    fireEvent.click(field);
    expect(onLockedInteraction).toHaveBeenCalledTimes(5);

    // Tab and Escape go on to the page (the next control, the dialog).
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(true);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onLockedInteraction).toHaveBeenCalledTimes(5);

    expect(field.value).toBe('');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(sentRequests()).toEqual([]);
  });

  it('locked while suggestions show (the cart got an item): the list closes and the text stays', async () => {
    mockApi('get', SEARCH, json({ data: [MAKATI, MAKATO] }));
    function LocksLater() {
      const [locked, setLocked] = useState(false);
      return (
        <>
          <AddressCombobox locked={locked} onSelect={onSelect} onLockedInteraction={onLockedInteraction} />
          <button type="button" onClick={() => setLocked(true)}>
            Lock
          </button>
        </>
      );
    }
    renderWithProviders(<LocksLater />);
    const field = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'mak' } });
    await screen.findAllByRole('option');

    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toEqual([]);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant') ?? '').toBe(''); // ↓ highlighted nothing
    fireEvent.keyDown(field, { key: 'Escape' });
    fireEvent.click(field);
    expect(field.value).toBe('mak');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(onLockedInteraction).toHaveBeenCalledTimes(2); // ↓ and the click; Escape goes to the dialog
  });
});
