/**
 * Senior Citizen / PWD IDs in the customer's words: the ID section ('Register new ID', each saved ID with
 * its 'Delete ID of <name>' button and, in the Discount modal, its checkbox and Confirm), the Upload modal
 * ('Senior Citizen / PWD') and the Delete confirmation ('Delete SC/PWD ID?', Keep, Delete). Also a real
 * JPEG to upload, made with sharp, the upload call itself for tests about something else than the form,
 * a botika customer signed in with a medicine in the cart, and the operator's decision on an order's ID.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { Accounts, type NewCustomer, newCustomer } from './accounts';
import { CartPage } from './cart';
import { LOCATION_STORAGE_KEY } from './location';
import { E2E_ADMIN_KEY } from './operator';
import type { Storefront } from './storefront';

/** botika lives on its own domain only (route rule 2); Chromium resolves *.localhost to this machine. */
export const botikaOrigin = (baseURL: string | undefined) => {
  const base = new URL(baseURL ?? 'http://localhost:4173');
  return `${base.protocol}//botika.localhost:${base.port}`;
};

/** A real JPEG: a card-shaped picture with some detail, a few KB. */
export function idPhotoJpeg(): Promise<Buffer> {
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
      <rect width="640" height="400" fill="#e8f0fe"/>
      <rect x="24" y="24" width="160" height="200" fill="#9aa7b8"/>
      <rect x="220" y="60" width="380" height="24" fill="#34495e"/>
      <rect x="220" y="120" width="300" height="18" fill="#5d6d7e"/>
      <rect x="220" y="170" width="340" height="18" fill="#5d6d7e"/>
    </svg>`,
  );
  return sharp(stripes).jpeg({ quality: 85 }).toBuffer();
}

/** A real GIF (a type the form refuses). */
export function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .gif()
    .toBuffer();
}

/** The merchant token, as the storefront gets it. */
async function merchantToken(request: APIRequestContext, subdomain: string): Promise<string> {
  const response = await request.post('/api/merchant/token/customer-portal', { data: { subdomain } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export type IdUpload = {
  discount_type: 'senior' | 'pwd';
  customer_id_type: string;
  customer_id_full_name: string;
  customer_id_number: string;
  rejected_action: 'proceed' | 'cancel';
};

/** Registers an ID through the upload call, with a real JPEG, for a signed-in customer's session token. */
export async function registerIdThroughApi(
  request: APIRequestContext,
  { subdomain, token, clientIp }: { subdomain: string; token: string; clientIp: string },
  id: IdUpload,
) {
  const photo = await idPhotoJpeg();
  const response = await request.post('/api/customer/customer/special_discount/upload', {
    headers: {
      'X-Merchant-Token': await merchantToken(request, subdomain),
      Authorization: `Bearer ${token}`,
      'X-Forwarded-For': clientIp,
    },
    data: { ...id, customer_id_image_front: photo.toString('base64'), consent: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** botika's Kapitolyo branch, where the customer is (its delivery fee is the base fee). */
const KAPITOLYO = { label: 'Pasig City, Metro Manila', lat: 14.5706, lng: 121.0603 };

/** A new botika customer (made through the API), signed in on botika's domain. */
export async function signedInAtBotika(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  who: Partial<NewCustomer> = { firstname: 'Remedios', lastname: 'Santos' },
) {
  const origin = botikaOrigin(baseURL);
  await page.addInitScript(
    `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(KAPITOLYO))})`,
  );
  const accounts = await Accounts.start(page, request);
  const customer: NewCustomer = newCustomer(who);
  const { token } = await accounts.createAccount('botika', customer);
  await accounts.storefront.open('botika', 'login', { origin });
  await accounts.submitSignIn('botika', customer.mobile, customer.pin, { open: false });
  await accounts.expectSignedIn('botika', customer.firstname);
  const session = { subdomain: 'botika', token, clientIp: accounts.clientIp };
  return { origin, accounts, token, session, storefront: accounts.storefront };
}

/** One unit of a botika product in the cart (Kapitolyo branch), then Checkout. */
export async function toCheckoutWith(page: Page, storefront: Storefront, origin: string, product: string) {
  await storefront.openStore('botika', 'botika-pasig-kapitolyo', { origin });
  const modal = await storefront.openProduct(product);
  await modal.addToCart.click();
  await expect(modal.dialog).toBeHidden();
  await new CartPage(page).expectCount(1);
  await page.goto(`${origin}/botika/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // A delivery needs its house no. and street (issue 26); a pickup shows no such field.
  await page.getByRole('button', { name: 'Place Order' }).waitFor();
  const houseStreet = page.getByRole('textbox', { name: /House no\./ });
  if (await houseStreet.isVisible()) await houseStreet.fill('Unit 2, 8 Kapitolyo St.');
}

/** The store's operator approves or rejects an order's Senior Citizen / PWD ID (admin API). */
export async function decideSpecialDiscount(
  request: APIRequestContext,
  orderUuid: string,
  decision: 'approve' | 'reject',
) {
  const response = await request.post(`/api/admin/orders/${orderUuid}/special-discount`, {
    headers: { 'x-admin-key': E2E_ADMIN_KEY },
    data: { decision },
  });
  expect(response.ok(), `${decision} ${orderUuid}: ${await response.text()}`).toBe(true);
}

export class SpecialDiscountIds {
  constructor(readonly page: Page) {}

  /** The ID section: 'Senior Citizen / PWD ID' in the Discount modal, '… IDs' on My Profile. */
  section(title: 'Senior Citizen / PWD ID' | 'Senior Citizen / PWD IDs'): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** A saved ID's entry, by the full name on it. */
  id(within: Locator, fullName: string): Locator {
    return within.getByRole('listitem').filter({ has: this.page.getByText(fullName, { exact: true }) });
  }

  /** In the Discount modal: the checkbox that chooses a saved ID for the cart, by the full name on it. */
  choice(within: Locator, fullName: string): Locator {
    return within.getByRole('checkbox', { name: new RegExp(fullName) });
  }

  /** In the Discount modal: Confirm, which applies the chosen IDs to the cart. */
  confirm(within: Locator): Locator {
    return within.getByRole('button', { name: 'Confirm', exact: true });
  }

  registerButton(within: Locator): Locator {
    return within.getByRole('button', { name: 'Register new ID' });
  }

  deleteButton(within: Locator, fullName: string): Locator {
    return within.getByRole('button', { name: `Delete ID of ${fullName}` });
  }

  /** The Upload SC/PWD ID modal. */
  get uploadModal(): Locator {
    return this.page.getByRole('dialog', { name: 'Senior Citizen / PWD' });
  }

  /** The Delete SC/PWD ID confirmation (an alert dialog). */
  get deleteDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Delete SC/PWD ID?' });
  }

  field(label: string): Locator {
    return this.uploadModal.getByLabel(label, { exact: true });
  }

  get photo(): Locator {
    return this.uploadModal.getByLabel('Photo of the front of your ID');
  }

  get submit(): Locator {
    return this.uploadModal.getByRole('button', { name: 'Submit' });
  }

  /** Fills the form for a senior ID with a real JPEG (does not submit). */
  async fillSenior({ fullName, idNumber, idType }: { fullName: string; idNumber: string; idType: string }) {
    const modal = this.uploadModal;
    await modal.getByRole('radio', { name: /^Senior Citizen/ }).check();
    await this.field('ID type').selectOption({ label: idType });
    await this.field('Full name (as on the ID)').fill(fullName);
    await this.field('ID number').fill(idNumber);
    await this.choosePhoto('id-front.jpg', 'image/jpeg', await idPhotoJpeg());
    await modal.getByRole('radio', { name: 'Proceed with my order without the discount' }).check();
    await modal.getByRole('checkbox').check();
  }

  async choosePhoto(name: string, mimeType: string, buffer: Buffer) {
    await this.photo.setInputFiles({ name, mimeType, buffer });
  }

  get preview(): Locator {
    return this.uploadModal.getByRole('img', { name: 'Preview: the front of your ID' });
  }
}
