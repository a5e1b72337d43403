// @vitest-environment happy-dom
import type { SpecialDiscountId } from '@storefront/contracts/special-discount';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { CUSTOMER_UUID, LIST_PATH, pwdId, seniorId } from '../test-ids';
import { SpecialDiscountIds } from './special-discount-ids';

function renderList(list: SpecialDiscountId[]) {
  const sent = mockApi('get', LIST_PATH, json({ list }));
  const onRegister = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(
    <SpecialDiscountIds
      customerUuid={CUSTOMER_UUID}
      title="Senior Citizen / PWD ID"
      level={3}
      onRegister={onRegister}
      onDelete={onDelete}
    />,
  );
  return { sent, onRegister, onDelete };
}

const section = () => screen.getByRole('region', { name: 'Senior Citizen / PWD ID' });

describe('the saved Senior Citizen / PWD IDs', () => {
  it('show each ID’s type, name, masked number, and the ID type for a senior ID only', async () => {
    const { sent } = renderList([seniorId(), pwdId()]);
    const items = await within(section()).findAllByRole('listitem');
    expect(sent[0]?.path).toBe(`/api/customer/customer/special_discount/list/${CUSTOMER_UUID}`);
    expect(items).toHaveLength(2);

    const [senior, pwd] = items as [HTMLElement, HTMLElement];
    expect(within(senior).getByRole('heading', { level: 4 }).textContent).toBe('Senior Citizen');
    expect(within(senior).getByText('Lola Remedios Santos')).toBeTruthy();
    expect(within(senior).getByText('••••••5678')).toBeTruthy();
    expect(within(senior).getByText('ID number ending in 5678')).toBeTruthy();
    expect(senior.textContent).toContain('Senior Citizen ID');

    expect(within(pwd).getByRole('heading', { level: 4 }).textContent).toBe('PWD');
    expect(within(pwd).getByText('•••••4321')).toBeTruthy();
    // A PWD ID's type is always PWD: not shown.
    expect(pwd.querySelector('.sd-id__meta')?.textContent).toBe('•••••4321ID number ending in 4321');
    expect(screen.queryByText('Invalid ID')).toBeNull();
  });

  it("marks an ID whose type the store no longer offers 'Invalid ID'", async () => {
    renderList([seniorId({ is_enabled: false }), pwdId()]);
    const [senior, pwd] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(within(senior).getByText('Invalid ID')).toBeTruthy();
    expect(within(pwd).queryByText('Invalid ID')).toBeNull();
  });

  it("offers 'Register new ID' with fewer than 2 IDs, and not at 2", async () => {
    const { onRegister } = renderList([seniorId()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Register new ID' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
  });

  it("hides 'Register new ID' once 2 IDs are saved", async () => {
    renderList([seniorId(), pwdId()]);
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: 'Register new ID' })).toBeNull();
  });

  it('says when none is saved, and offers to register one', async () => {
    renderList([]);
    expect(await screen.findByText('No IDs saved yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register new ID' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names each delete button after the ID’s owner and hands that ID over', async () => {
    const { onDelete } = renderList([seniorId(), pwdId()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ID of Jose Rizal Cruz' }));
    expect(onDelete).toHaveBeenCalledWith(pwdId());
    expect(screen.getByRole('button', { name: 'Delete ID of Lola Remedios Santos' })).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    mockApi('get', LIST_PATH, json({ message: 'Something went wrong, please try again' }, 500), json({ list: [] }));
    renderWithProviders(
      <SpecialDiscountIds customerUuid={CUSTOMER_UUID} title="IDs" level={2} onRegister={vi.fn()} onDelete={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No IDs saved yet.')).toBeTruthy();
  });
});
