/**
 * Deposit slips (spec §4 "Deposit slip", §5, §8; ADR 0011): a signed-in customer whose kainan order is
 * paid by bank deposit sees the merchant's bank accounts on the order, uploads a photo of the slip,
 * and cannot upload another while the first waits for review — in the spec's words.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { merchantFile } from './support/merchants';
import { placeOrder } from './support/orders-api';

const NOT_REVIEWED = 'Previous uploaded deposit slip not yet reviewed';
const kainan = merchantFile('kainan') as unknown as {
  store_details: { bank_accounts: { bank: string; account_name: string; account_number: string }[] };
};

/** A slip photo as a phone would take it: a JPEG with camera metadata. */
const slipPhoto = () =>
  sharp({ create: { width: 640, height: 420, channels: 3, background: '#e8eef7' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><rect x="40" y="40" width="560" height="340" fill="#fff" stroke="#0a3d91" stroke-width="6"/><text x="70" y="120" font-size="40" font-family="sans-serif" fill="#0a3d91">DEPOSIT SLIP</text><text x="70" y="200" font-size="28" font-family="sans-serif" fill="#333">Amount: PHP 350.00</text></svg>',
        ),
      },
    ])
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' } })
    .toBuffer();

/** A signed-in customer in the browser, on their bank-deposit order placed through the API. */
async function customerOnDepositOrder(page: Page, request: APIRequestContext) {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Dina' });
  const { token } = await accounts.createAccount('kainan', customer);
  const order = await placeOrder(request, {
    merchant: 'kainan',
    method: 'DEPOSIT_SLIP',
    session: token,
    clientIp: accounts.clientIp,
  });
  await accounts.signIn('kainan', customer);
  await page.goto(`/kainan/orders/${order.order_uuid}`);
  const panel = page.getByRole('region', { name: 'Bank deposit' });
  await expect(panel).toBeVisible();
  return { panel, order, token, clientIp: accounts.clientIp };
}

test('a customer uploads a deposit slip; a second upload is blocked until it is reviewed', async ({
  page,
  request,
}) => {
  const { panel, order, token, clientIp } = await customerOnDepositOrder(page, request);

  // Where to pay: every bank account of the merchant, with its number to copy.
  for (const account of kainan.store_details.bank_accounts) {
    await expect(panel.getByText(account.account_number, { exact: true })).toBeVisible();
    await expect(
      panel.getByRole('button', { name: `Copy ${account.bank} account number ${account.account_number}` }),
    ).toBeVisible();
  }
  await expect(panel.getByText('You can upload 3 more times.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const photo = await slipPhoto();
  const file = panel.getByLabel('Photo of your deposit slip');
  // A file that is not an image is refused before it is sent.
  await file.setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(file).toHaveAccessibleDescription(/This file type isn't supported\./);

  await file.setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(panel.getByRole('img', { name: 'Preview of the chosen deposit slip' })).toBeVisible();
  await panel.getByLabel('Bank account paid into (optional)').selectOption({ label: 'BDO Unibank — 0045-1234-5678' });
  await panel.getByLabel('Reference number (optional)').fill('BDO-778812');
  await panel.getByRole('button', { name: 'Upload Deposit Slip' }).click();

  await expect(panel.getByRole('status').filter({ hasText: 'Deposit slip uploaded.' })).toBeVisible();
  const slip = panel.getByRole('listitem').filter({ hasText: 'Pending review' });
  await expect(slip).toContainText('BDO Unibank · Ref. BDO-778812');
  // The stored image comes back through its signed link, with no headers, as an <img> loads it.
  const thumb = slip.getByRole('img', { name: 'Deposit slip 1' });
  await expect
    .poll(() =>
      thumb.evaluate((img) => {
        const loaded = img as unknown as { complete: boolean; naturalWidth: number };
        return loaded.complete && loaded.naturalWidth;
      }),
    )
    .toBe(640);

  // Blocked: the form stays, disabled, with the spec's reason.
  await expect(panel.getByText(NOT_REVIEWED, { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Upload Deposit Slip' })).toBeDisabled();
  await expect(panel.getByLabel('Photo of your deposit slip')).toBeDisabled();
  await expect(panel.getByText('You can upload 2 more times.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // And the server says the same to a second upload however it is sent.
  const tokenResponse = await request.post('/api/merchant/token/customer-portal', { data: { subdomain: 'kainan' } });
  const second = await request.post('/api/store/v2/customer/estore/order/deposit_slip', {
    headers: {
      'X-Merchant-Token': (await tokenResponse.json()).token,
      Authorization: `Bearer ${token}`,
      'X-Forwarded-For': clientIp,
    },
    multipart: {
      order_uuid: order.order_uuid,
      file_upload: { name: 'again.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(second.status()).toBe(422);
  expect((await second.json()).errors.file_upload).toEqual([NOT_REVIEWED]);

  // A reload shows the same: the slip pending review, the form blocked.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Bank deposit' }).getByText(NOT_REVIEWED, { exact: true }),
  ).toBeVisible();
});
