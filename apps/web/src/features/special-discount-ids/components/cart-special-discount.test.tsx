// @vitest-environment happy-dom
import type { Cart } from '@storefront/contracts/cart';
import type { SpecialDiscountId } from '@storefront/contracts/special-discount';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { CUSTOMER_UUID, LIST_PATH, pwdId, seniorId } from '../test-ids';
import { CheckoutSpecialDiscountIds } from './checkout-special-discount';

const APPLY = '/api/store/v1/customer/cart/special_discount/apply';
const TERMS = 'Senior Citizens (RA 9994) and Persons with Disability (RA 10754) get 20% off and VAT exemption.';
const TERMS_ITEM = 'The discount applies to eligible items only and cannot be combined with promo codes.';
const SETTINGS = [
  {
    is_enabled: true,
    channels: ['estore'],
    discount_types: ['senior', 'pwd'],
    discount_terms: TERMS,
    discount_terms_item: TERMS_ITEM,
  },
];

type SectionCart = Pick<Cart, 'special_discount' | 'special_discount_available'>;
const NONE: SectionCart = { special_discount_available: true, special_discount: null };
const onCart = (...ids: SpecialDiscountId[]): SectionCart => ({
  special_discount_available: true,
  special_discount: {
    uuid: ids[0]?.uuid ?? '',
    ids: ids.map((id) => ({ uuid: id.uuid, discount_type: id.discount_type })),
    special_discount_types: ids.map((id) => id.discount_type),
    special_discount_computed_amount: 13,
    vat_exemption: 4.88,
    vat_exempt_sale: 40.63,
  },
});

/** The discount types a recorded apply call sent. */
const typesSent = (sent: { body: unknown }[]) =>
  (sent[0]?.body as { special_discount_types?: string[] } | undefined)?.special_discount_types;

const applied = (message = 'Special discount applied.') =>
  json({ message, special_discount: null, cart_total_amount: 91.5 });

/** The section as Checkout puts it in the Discount modal; records what it told the screen. */
function renderSection(cart: SectionCart, ids: SpecialDiscountId[]) {
  mockApi('get', LIST_PATH, json({ list: ids }));
  const told = { refreshes: 0, confirmed: [] as string[] };
  const onRegister = vi.fn();
  renderWithProviders(
    <CheckoutSpecialDiscountIds
      settings={SETTINGS}
      cart={cart}
      customerUuid={CUSTOMER_UUID}
      position={{ lat: 14.5706, lng: 121.0603 }}
      refreshCart={async () => {
        told.refreshes++;
      }}
      onRegister={onRegister}
      onDelete={vi.fn()}
      onConfirmed={(message) => told.confirmed.push(message)}
    />,
  );
  return told;
}

const section = () => screen.getByRole('region', { name: 'Senior Citizen / PWD ID' });
const choice = (name: RegExp) => within(section()).findByRole('checkbox', { name }) as Promise<HTMLInputElement>;
const confirm = () => within(section()).getByRole('button', { name: 'Confirm' });

describe("the Discount modal's Senior Citizen / PWD section", () => {
  it('shows nothing when the server says the cart does not take the discount', () => {
    renderSection({ special_discount_available: false, special_discount: null }, [seniorId()]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(sentRequests()).toEqual([]);
  });

  it("lists the IDs as choices named by type and owner, with the merchant's terms", async () => {
    renderSection(NONE, [seniorId(), pwdId()]);
    const senior = await choice(/Lola Remedios Santos/);
    expect(
      senior
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Senior Citizen', 'Lola Remedios Santos']);
    expect(senior.checked).toBe(false);
    expect((await choice(/Jose Rizal Cruz/)).checked).toBe(false);
    const describedBy = senior.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('ID number ending in 5678');
    expect(within(section()).getByText(TERMS)).toBeTruthy();
    expect(within(section()).getByText(TERMS_ITEM)).toBeTruthy();
  });

  it("starts from the cart's selection", async () => {
    renderSection(onCart(pwdId()), [seniorId(), pwdId()]);
    expect((await choice(/Jose Rizal Cruz/)).checked).toBe(true);
    expect((await choice(/Lola Remedios Santos/)).checked).toBe(false);
  });

  it('toggles IDs, and Confirm sends their types with the terms, refreshes the cart and is done', async () => {
    const sent = mockApi('post', APPLY, applied());
    const told = renderSection(NONE, [seniorId(), pwdId()]);
    const senior = await choice(/Lola Remedios Santos/);
    const pwd = await choice(/Jose Rizal Cruz/);
    fireEvent.click(senior);
    fireEvent.click(pwd);
    fireEvent.click(pwd);
    expect(senior.checked).toBe(true);
    expect(pwd.checked).toBe(false);
    fireEvent.click(pwd);
    fireEvent.click(confirm());

    await waitFor(() => expect(told.confirmed).toEqual(['Special discount applied.']));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      special_discount_types: ['senior', 'pwd'],
      special_discount_terms: TERMS,
      special_discount_terms_item: TERMS_ITEM,
      customer_lat: 14.5706,
      customer_lng: 121.0603,
    });
    expect(told.refreshes).toBe(1);
  });

  it("Confirm with nothing chosen clears the cart's discount", async () => {
    const sent = mockApi('post', APPLY, applied('Special discount removed.'));
    const told = renderSection(onCart(seniorId()), [seniorId()]);
    const senior = await choice(/Lola Remedios Santos/);
    expect(senior.checked).toBe(true);
    fireEvent.click(senior);
    fireEvent.click(confirm());

    await waitFor(() => expect(told.confirmed).toEqual(['Special discount removed.']));
    expect(typesSent(sent)).toEqual([]);
    expect(told.refreshes).toBe(1);
  });

  it('with nothing chosen and nothing on the cart, Confirm sends nothing (a promo code stays)', async () => {
    const told = renderSection(NONE, [seniorId()]);
    await choice(/Lola Remedios Santos/);
    fireEvent.click(confirm());
    expect(told.confirmed).toEqual(['']);
    expect(sentRequests()).toEqual([`GET /api/customer/customer/special_discount/list/${CUSTOMER_UUID}`]);
  });

  it("cannot choose an 'Invalid ID', and says why", async () => {
    const sent = mockApi('post', APPLY, applied());
    const told = renderSection(NONE, [seniorId({ is_enabled: false }), pwdId()]);
    const senior = await choice(/Lola Remedios Santos/);
    expect(senior.disabled).toBe(true);
    const described = (senior.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Invalid ID');
    fireEvent.click(senior);
    expect(senior.checked).toBe(false);

    fireEvent.click(await choice(/Jose Rizal Cruz/));
    fireEvent.click(confirm());
    await waitFor(() => expect(told.confirmed).toHaveLength(1));
    expect(typesSent(sent)).toEqual(['pwd']);
  });

  it('leaves out an invalid ID the cart still names, so Confirm does not send it', async () => {
    const sent = mockApi('post', APPLY, applied('Special discount removed.'));
    renderSection(onCart(seniorId()), [seniorId({ is_enabled: false })]);
    expect((await choice(/Lola Remedios Santos/)).checked).toBe(false);
    fireEvent.click(confirm());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(typesSent(sent)).toEqual([]);
  });

  it("shows the server's refusal in the section, and stays", async () => {
    const message = 'The Senior Citizen / PWD discount is not available for this cart.';
    mockApi('post', APPLY, json({ message, errors: { special_discount_types: [message] } }, 422));
    const told = renderSection(NONE, [seniorId()]);
    fireEvent.click(await choice(/Lola Remedios Santos/));
    fireEvent.click(confirm());

    expect((await within(section()).findByRole('alert')).textContent).toBe(message);
    expect(told).toEqual({ refreshes: 0, confirmed: [] });
    expect((confirm() as HTMLButtonElement).disabled).toBe(false);
    // Changing the choice takes the old message away.
    fireEvent.click(await choice(/Lola Remedios Santos/));
    expect(within(section()).queryByRole('alert')).toBeNull();
  });

  it('follows the cart when its discount goes (a promo code applied), dropping a choice not confirmed', async () => {
    mockApi('get', LIST_PATH, json({ list: [seniorId(), pwdId()] }));
    function Checkout() {
      const [cart, setCart] = useState<SectionCart>(onCart(seniorId()));
      return (
        <>
          <button type="button" onClick={() => setCart(NONE)}>
            Promo code applied
          </button>
          <CheckoutSpecialDiscountIds
            settings={SETTINGS}
            cart={cart}
            customerUuid={CUSTOMER_UUID}
            position={null}
            refreshCart={async () => undefined}
            onRegister={vi.fn()}
            onDelete={vi.fn()}
            onConfirmed={vi.fn()}
          />
        </>
      );
    }
    renderWithProviders(<Checkout />);
    expect((await choice(/Lola Remedios Santos/)).checked).toBe(true);
    fireEvent.click(await choice(/Jose Rizal Cruz/));
    expect((await choice(/Jose Rizal Cruz/)).checked).toBe(true);

    // The server cleared the special discount when the code was saved; the refetched cart says so.
    fireEvent.click(screen.getByRole('button', { name: 'Promo code applied' }));
    await waitFor(async () => expect((await choice(/Lola Remedios Santos/)).checked).toBe(false));
    expect((await choice(/Jose Rizal Cruz/)).checked).toBe(false);
  });
});
