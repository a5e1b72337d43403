// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ChangeMobileForm } from './change-mobile-form';
import { ChangePinForm } from './change-pin-form';

const TAKEN = 'The mobile number has already been taken.';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the mobile number field', () => {
  it('refuses a letter typed into it, and lets digits through', () => {
    renderWithProviders(<ChangeMobileForm />);
    const mobile = field('New mobile number');
    // fireEvent returns false when a handler called preventDefault: the browser then types nothing.
    expect(fireEvent.keyDown(mobile, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(mobile, { key: '9' })).toBe(true);
    expect(fireEvent.keyDown(mobile, { key: '+' })).toBe(true);
    expect(fireEvent.keyDown(mobile, { key: 'Backspace' })).toBe(true);
    expect(fireEvent.keyDown(mobile, { key: 'v', ctrlKey: true })).toBe(true);
    expect(mobile.value).toBe('');
  });

  it('drops the letters of pasted text', () => {
    renderWithProviders(<ChangeMobileForm />);
    const mobile = field('New mobile number');
    fireEvent.change(mobile, { target: { value: '0917abc1234567' } });
    expect(mobile.value).toBe('09171234567');
  });

  it('shows the server’s 422 message under the field it names', async () => {
    const validations = mockApi(
      'get',
      '/api/customer/customer/mobile/update/validate/:mobile',
      json({ message: 'The given data was invalid.', errors: { mobile: [TAKEN] } }, 422),
    );
    renderWithProviders(<ChangeMobileForm />);
    const mobile = field('New mobile number');
    fireEvent.change(mobile, { target: { value: '09171234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const message = await screen.findByText(TAKEN);
    expect(validations).toHaveLength(1);
    expect(message.getAttribute('role')).toBe('alert');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getAllByRole('alert')).toHaveLength(1); // nothing left over for the form
  });

  it('shows the contract’s message for a number that is not one, without calling the server', async () => {
    renderWithProviders(<ChangeMobileForm />);
    fireEvent.change(field('New mobile number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a Philippine mobile number: 09XXXXXXXXX or +639XXXXXXXXX.',
    );
  });
});

describe('a PIN field', () => {
  it('refuses letters and keeps digits', async () => {
    renderWithProviders(<ChangePinForm />);
    const pin = field('Current PIN');
    expect(fireEvent.keyDown(pin, { key: 'x' })).toBe(false);
    expect(fireEvent.keyDown(pin, { key: '4' })).toBe(true);
    fireEvent.change(pin, { target: { value: '1a2b' } });
    await waitFor(() => expect(pin.value).toBe('12'));
  });
});
