// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { specialDiscountIdsQueryKey } from '../api/get-special-discount-ids';
import { CUSTOMER_UUID, DELETE_PATH, LIST_PATH, pwdId, seniorId } from '../test-ids';
import DeleteSpecialDiscountDialog from './delete-special-discount-dialog';

function renderDialog() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(specialDiscountIdsQueryKey(CUSTOMER_UUID), [seniorId(), pwdId()]);
  const onClose = vi.fn();
  const refreshCart = vi.fn(async () => undefined);
  renderWithProviders(
    <DeleteSpecialDiscountDialog
      id={pwdId()}
      customerUuid={CUSTOMER_UUID}
      refreshCart={refreshCart}
      onClose={onClose}
      returnFocus={() => null}
    />,
    { queryClient },
  );
  return { queryClient, onClose, refreshCart };
}

describe('the Delete SC/PWD ID confirmation', () => {
  it('asks in the spec’s words, with Keep focused first', async () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete SC/PWD ID?' });
    expect(dialog.id).toBe('confirm-delete-special-discount-modal');
    expect(dialog.getAttribute('data-testid')).toBe('confirm-delete-special-discount-modal');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Are you sure you want to delete this special discount?');
    expect(dialog.textContent).toContain('PWD: Jose Rizal Cruz');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' })));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('Keep closes it and deletes nothing', () => {
    const { onClose, refreshCart } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onClose).toHaveBeenCalledWith();
    expect(refreshCart).not.toHaveBeenCalled();
    expect(sentRequests()).toEqual([]);
  });

  it('Delete removes the ID, refreshes the list and the cart, then closes with the server’s word', async () => {
    const deleted = mockApi('post', DELETE_PATH, json({ message: 'Your ID was deleted.' }));
    const lists = mockApi('get', LIST_PATH, json({ list: [seniorId()] }));
    const { onClose, refreshCart, queryClient } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith('Your ID was deleted.'));
    expect(deleted[0]?.body).toEqual({ uuid: pwdId().uuid });
    expect(refreshCart).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(specialDiscountIdsQueryKey(CUSTOMER_UUID))).toEqual([seniorId()]);
    // The list is not on screen here: it is marked stale, and asked for when a screen shows it.
    expect(lists).toHaveLength(0);
    expect(queryClient.getQueryState(specialDiscountIdsQueryKey(CUSTOMER_UUID))?.isInvalidated).toBe(true);
  });

  it('shows why a delete failed, and stays open', async () => {
    mockApi('post', DELETE_PATH, json({ message: 'ID not found.' }, 404));
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ID not found.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
