// @vitest-environment happy-dom
import { ECODE_MESSAGES } from '@storefront/contracts/rewards';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { myBalanceQueryOptions as pointsBalanceQueryOptions } from '../api/my-balance';
import { ECODE_EMPTY, EcodeForm } from './ecode-form';

const EARN = '/api/rewards/rewards/customer/redeem/instant-grat/points';
const BALANCE = '/api/points/customer/balance';

function renderForm() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(pointsBalanceQueryOptions('c-1').queryKey, 5);
  renderWithProviders(
    <>
      <h2 id="ecode-title">Earn with a code</h2>
      <EcodeForm titleId="ecode-title" />
    </>,
    { queryClient },
  );
  const field = screen.getByRole('textbox', { name: 'E-code' });
  const submit = (code: string) => {
    fireEvent.change(field, { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Earn points' }));
  };
  return { queryClient, field, submit };
}

describe('Earn with a code', () => {
  it('is a form named by its heading, with one labelled field', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Earn with a code' })).toBeTruthy();
  });

  it('shows the response’s errors.message under the field, tied to it (spec §8)', async () => {
    const sent = mockApi(
      'post',
      EARN,
      json({ message: 'The given data was invalid.', errors: { message: [ECODE_MESSAGES.used] } }, 422),
    );
    const { field, submit } = renderForm();
    submit(' ab12-cd34-ef56 ');

    const error = await screen.findByText(ECODE_MESSAGES.used);
    expect(sent[0]?.body).toEqual({ code: 'ab12-cd34-ef56' });
    expect(error.getAttribute('role')).toBe('alert');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    // What was typed stays, to correct it.
    expect((field as HTMLInputElement).value).toBe(' ab12-cd34-ef56 ');
  });

  it('shows a 429’s errors.message too', async () => {
    mockApi(
      'post',
      EARN,
      json({ message: ECODE_MESSAGES.tooManyTries, errors: { message: [ECODE_MESSAGES.tooManyTries] } }, 429, {
        'Retry-After': '60',
      }),
    );
    const { submit } = renderForm();
    submit('AAAA');
    expect(await screen.findByText(ECODE_MESSAGES.tooManyTries)).toBeTruthy();
  });

  it('on success shows the server’s message with the points, clears the field and sets the balance', async () => {
    mockApi('post', EARN, json({ message: ECODE_MESSAGES.earned(50), data: { points: 50, balance: 55 } }));
    const balances = mockApi('get', BALANCE, json({ balance: 55 }));
    const { field, submit, queryClient } = renderForm();
    submit('AB12CD34EF56');

    const status = await screen.findByText('You earned 50 points with this code.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(queryClient.getQueryData(pointsBalanceQueryOptions('c-1').queryKey)).toBe(55);
    // Marked stale, asked again by whatever shows it (nothing here).
    expect(queryClient.getQueryState(pointsBalanceQueryOptions('c-1').queryKey)?.isInvalidated).toBe(true);
    expect(balances).toHaveLength(0);
  });

  it('an error after a success replaces it, and a success clears the error', async () => {
    mockApi(
      'post',
      EARN,
      json({ message: ECODE_MESSAGES.earned(50), data: { points: 50, balance: 55 } }),
      json({ message: ECODE_MESSAGES.used, errors: { message: [ECODE_MESSAGES.used] } }, 422),
    );
    const { submit } = renderForm();
    submit('AB12CD34EF56');
    await screen.findByText(ECODE_MESSAGES.earned(50));
    submit('AB12CD34EF56');
    await screen.findByText(ECODE_MESSAGES.used);
    expect(screen.queryByText(ECODE_MESSAGES.earned(50))).toBeNull();
  });

  it('asks for a code rather than sending an empty one', async () => {
    const { field, submit } = renderForm();
    submit('   ');
    const error = await screen.findByText(ECODE_EMPTY);
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    fireEvent.change(field, { target: { value: 'A' } });
    await waitFor(() => expect(screen.queryByText(ECODE_EMPTY)).toBeNull());
    expect(sentRequests()).toEqual([]);
  });
});
