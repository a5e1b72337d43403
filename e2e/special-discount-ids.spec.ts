import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Discounts } from './support/discounts';
import {
  gifImage,
  idPhotoJpeg,
  registerIdThroughApi,
  SpecialDiscountIds,
  signedInAtBotika,
  toCheckoutWith,
} from './support/special-discounts';
import type { Storefront } from './support/storefront';

/**
 * Senior Citizen / PWD IDs (issue 17) at botika, which offers both discounts on its e-store and sells
 * eligible medicines: a signed-in customer registers a senior ID with a photo from Checkout's Discount
 * modal, sees it masked there and on My Profile, and deletes IDs with the spec's confirmation. axe scans
 * the Upload modal and the Delete dialog at 390 and 1280 px.
 */
const PARACETAMOL = 'Paracetamol 500 mg x 10 tablets';

/** One eligible medicine in the cart, then Checkout. */
const toCheckoutWithMedicine = (page: Page, storefront: Storefront, origin: string) =>
  toCheckoutWith(page, storefront, origin, PARACETAMOL);

async function expectAccessibleAt390And1280(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoSeriousA11yViolations(page);
  }
}

test('a senior ID registered from the Discount modal, with a real photo, is listed masked', async ({
  page,
  request,
  baseURL,
}) => {
  const { origin, storefront } = await signedInAtBotika(page, request, baseURL);
  await toCheckoutWithMedicine(page, storefront, origin);
  const discounts = new Discounts(page);
  const ids = new SpecialDiscountIds(page);

  await discounts.open();
  const section = ids.section('Senior Citizen / PWD ID');
  await expect(section).toBeVisible();
  await expect(section.getByText('No IDs saved yet.')).toBeVisible();
  await ids.registerButton(section).click();

  // The Discount modal steps aside for the Upload modal.
  await expect(ids.uploadModal).toBeVisible();
  await expect(discounts.modal).toBeHidden();
  await expect(page.getByTestId('upload-special-discount-id-modal')).toBeVisible();
  await expect(ids.uploadModal.getByRole('radio', { name: /^Senior Citizen/ })).toBeFocused();
  await expectAccessibleAt390And1280(page);

  // Submit with nothing filled in: each field says what it needs, and nothing is sent.
  await ids.submit.click();
  await expect(ids.field('Full name (as on the ID)')).toHaveAccessibleDescription('This field is required.');
  await expect(ids.field('ID number')).toHaveAccessibleDescription('This field is required.');
  await expect(ids.photo).toHaveAccessibleDescription(/Upload the required file type and try again\./);
  await expectAccessibleAt390And1280(page);

  // Letters, digits, underscore and space only: other keys do nothing, inserted text is filtered.
  const fullName = ids.field('Full name (as on the ID)');
  await fullName.click();
  await page.keyboard.type('Lola. Remedios!');
  await expect(fullName).toHaveValue('Lola Remedios');
  await page.keyboard.insertText(' Santos-Cruz');
  await expect(fullName).toHaveValue('Lola Remedios SantosCruz');

  // A GIF is refused.
  await ids.choosePhoto('id-front.gif', 'image/gif', await gifImage());
  await expect(ids.photo).toHaveAccessibleDescription(/This file type isn't supported\./);
  await expect(ids.uploadModal.getByText("This file type isn't supported.")).toBeVisible();

  await ids.fillSenior({ fullName: 'Lola Remedios Santos', idNumber: 'SC20205678', idType: 'Senior Citizen ID' });
  await expect(ids.preview).toBeVisible();
  await expect(ids.photo).not.toHaveAccessibleDescription(/isn't supported/);
  await ids.submit.click();

  // Saved: the Upload modal closes and the Discount modal is back, with the ID masked.
  await expect(ids.uploadModal).toBeHidden();
  await expect(discounts.modal).toBeVisible();
  await expect(discounts.field).toBeFocused();
  const saved = ids.id(section, 'Lola Remedios Santos');
  await expect(saved).toBeVisible();
  await expect(saved.getByText('••••••5678')).toBeVisible();
  await expect(saved).not.toContainText('SC20205678');
  await expect(saved).toContainText('Senior Citizen ID');
  await expect(saved.getByRole('heading', { name: 'Senior Citizen' })).toBeVisible();
  await expect(section.getByRole('status').filter({ hasText: 'Your ID was saved.' })).toBeVisible();
  // One ID: another may still be registered, and only a PWD one.
  await ids.registerButton(section).click();
  await expect(ids.uploadModal.getByRole('radio', { name: /^Senior Citizen/ })).toBeDisabled();
  await expect(ids.uploadModal.getByRole('radio', { name: /^PWD/ })).toBeChecked();
  await expect(ids.uploadModal.getByText('You already registered an ID for this discount.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discounts.modal).toBeVisible();
});

test('IDs are deleted with the spec’s confirmation — Keep keeps, Delete removes — on My Profile and Checkout', async ({
  page,
  request,
  baseURL,
}) => {
  const { origin, session, storefront } = await signedInAtBotika(page, request, baseURL);
  await registerIdThroughApi(request, session, {
    discount_type: 'senior',
    customer_id_type: 'PASSPORT',
    customer_id_full_name: 'Remedios Santos',
    customer_id_number: 'P1234567A',
    rejected_action: 'proceed',
  });
  await registerIdThroughApi(request, session, {
    discount_type: 'pwd',
    customer_id_type: 'PWD',
    customer_id_full_name: 'Jose Santos',
    customer_id_number: 'PWD0042',
    rejected_action: 'cancel',
  });
  const ids = new SpecialDiscountIds(page);

  // My Profile: both IDs, and no 'Register new ID' at two.
  await page.goto(`${origin}/botika/my-profile`);
  const profile = ids.section('Senior Citizen / PWD IDs');
  await expect(profile).toBeVisible();
  await expect(profile.getByRole('listitem')).toHaveCount(2);
  await expect(ids.id(profile, 'Remedios Santos')).toContainText('•••••567A');
  await expect(ids.id(profile, 'Remedios Santos')).toContainText('Passport');
  await expect(ids.id(profile, 'Jose Santos').getByRole('heading', { name: 'PWD' })).toBeVisible();
  await expect(ids.id(profile, 'Jose Santos')).not.toContainText('Passport');
  await expect(ids.registerButton(profile)).toHaveCount(0);

  const deletePwd = ids.deleteButton(profile, 'Jose Santos');
  await deletePwd.click();
  await expect(ids.deleteDialog).toBeVisible();
  await expect(page.getByTestId('confirm-delete-special-discount-modal')).toBeVisible();
  await expect(ids.deleteDialog).toHaveAccessibleDescription('Are you sure you want to delete this special discount?');
  await expect(ids.deleteDialog.getByRole('button', { name: 'Keep' })).toBeFocused();
  await expectAccessibleAt390And1280(page);

  // Keep: nothing changes, and focus is back on the delete button.
  await ids.deleteDialog.getByRole('button', { name: 'Keep' }).click();
  await expect(ids.deleteDialog).toBeHidden();
  await expect(profile.getByRole('listitem')).toHaveCount(2);
  await expect(deletePwd).toBeFocused();

  // Delete: the ID goes, and 'Register new ID' comes back.
  await deletePwd.click();
  await ids.deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(ids.deleteDialog).toBeHidden();
  await expect(profile.getByRole('listitem')).toHaveCount(1);
  await expect(ids.id(profile, 'Jose Santos')).toHaveCount(0);
  await expect(profile.getByText('Your ID was deleted.')).toBeVisible();
  await expect(ids.registerButton(profile)).toBeFocused();

  // Checkout: the same list in the Discount modal; closing the confirmation reopens the modal.
  await toCheckoutWithMedicine(page, storefront, origin);
  const discounts = new Discounts(page);
  await discounts.open();
  const section = ids.section('Senior Citizen / PWD ID');
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await ids.deleteButton(section, 'Remedios Santos').click();
  await expect(ids.deleteDialog).toBeVisible();
  await expect(discounts.modal).toBeHidden();
  await ids.deleteDialog.getByRole('button', { name: 'Keep' }).click();
  await expect(discounts.modal).toBeVisible();
  await expect(ids.id(section, 'Remedios Santos')).toBeVisible();

  await ids.deleteButton(section, 'Remedios Santos').click();
  await ids.deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(ids.deleteDialog).toBeHidden();
  await expect(discounts.modal).toBeVisible();
  await expect(section.getByText('No IDs saved yet.')).toBeVisible();
  await expect(ids.registerButton(section)).toBeVisible();
});

test('an iPhone photo (HEIC) is handed to the converter under the page’s Content-Security-Policy', async ({
  page,
  request,
  baseURL,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|refused to/i.test(message.text())) violations.push(message.text());
  });
  // A script, not a function: the e2e project is typed without the DOM.
  await page.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(event.effectiveDirective + ' ' + event.blockedURI);
    });
  `);
  const { origin } = await signedInAtBotika(page, request, baseURL);
  const ids = new SpecialDiscountIds(page);
  await page.goto(`${origin}/botika/my-profile`);
  const profile = ids.section('Senior Citizen / PWD IDs');
  await ids.registerButton(profile).click();
  await expect(ids.uploadModal).toBeVisible();

  // JPEG bytes under a .heic name: heic-to loads, starts its worker (a blob: URL) and cannot decode them.
  const converter = page.waitForResponse((response) => /\/assets\/heic-to-[\w-]+\.js$/.test(response.url()));
  await ids.choosePhoto('IMG_0420.HEIC', 'image/heic', await idPhotoJpeg());
  await converter;
  await expect(ids.photo).toHaveAccessibleDescription(/Upload the required file type and try again\./, {
    timeout: 20_000,
  });
  expect(await page.evaluate<string[]>('window.__cspViolations')).toEqual([]);
  expect(violations).toEqual([]);

  // A real JPEG afterwards loads no converter and is previewed.
  await ids.choosePhoto('id-front.jpg', 'image/jpeg', await idPhotoJpeg());
  await expect(ids.preview).toBeVisible();
  await expect(ids.photo).not.toHaveAccessibleDescription(/Upload the required file type/);
});
