// @vitest-environment happy-dom
import type { DiscountType, SpecialDiscountId } from '@storefront/contracts/special-discount';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, type SentRequest, sentRequests } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { specialDiscountIdsQueryKey } from '../api/get-special-discount-ids';
import { CUSTOMER_UUID, LIST_PATH, pwdId, seniorId, UPLOAD_PATH } from '../test-ids';
import UploadSpecialDiscountModal from './upload-special-discount-modal';

// The photo's libraries, mocked where the app imports them: each counts the times it was loaded, so
// the tests see that heic-to comes in for a HEIC photo only, and the compressor for a large one only.
const libraries = vi.hoisted(() => ({
  heicLoads: 0,
  compressorLoads: 0,
  heicTo: vi.fn(async () => new Blob([new Uint8Array(600_000)], { type: 'image/jpeg' })),
  compress: vi.fn(async () => new Blob([new Uint8Array(1_700_000)], { type: 'image/jpeg' })),
}));
vi.mock('heic-to/csp', () => {
  libraries.heicLoads++;
  return { heicTo: libraries.heicTo, isHeic: vi.fn() };
});
vi.mock('browser-image-compression', () => {
  libraries.compressorLoads++;
  return { default: libraries.compress };
});

const MB = 1024 * 1024;
const photo = (name: string, type: string, bytes = 3) => new File([new Uint8Array(bytes).fill(7)], name, { type });

function renderModal({
  saved = [] as SpecialDiscountId[],
  offered = ['senior', 'pwd'] as DiscountType[],
  pointsUsed = 0,
} = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(specialDiscountIdsQueryKey(CUSTOMER_UUID), saved);
  // An upload refreshes the list, which the modal reads for the types already registered.
  mockApi('get', LIST_PATH, json({ list: saved }));
  const onClose = vi.fn();
  renderWithProviders(
    <UploadSpecialDiscountModal
      customerUuid={CUSTOMER_UUID}
      offered={offered}
      onClose={onClose}
      returnFocus={() => null}
      pointsUsed={pointsUsed}
    />,
    { queryClient },
  );
  return { onClose, queryClient };
}

const dialog = () => screen.getByRole('dialog', { name: 'Senior Citizen / PWD' });
const input = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const fullName = () => input('Full name (as on the ID)');
const idNumber = () => input('ID number');
const photoInput = () => input('Photo of the front of your ID');
const radio = (name: string | RegExp) => within(dialog()).getByRole('radio', { name }) as HTMLInputElement;
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
/** The messages a field's aria-describedby points at. */
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** The photo the first upload sent. */
const sentImage = (uploads: SentRequest[]) =>
  String((uploads[0]?.body as { customer_id_image_front?: string } | undefined)?.customer_id_image_front);

async function choosePhoto(file: File) {
  fireEvent.change(photoInput(), { target: { files: [file] } });
  await within(dialog()).findByRole('img', { name: 'Preview: the front of your ID' });
}

/** A senior ID filled in whole, photo included. */
async function fillSenior() {
  fireEvent.click(radio(/^Senior Citizen/));
  fireEvent.change(within(dialog()).getByLabelText('ID type'), { target: { value: 'SENIOR' } });
  fireEvent.change(fullName(), { target: { value: 'Lola Remedios Santos' } });
  fireEvent.change(idNumber(), { target: { value: 'SC 2020_5678' } });
  await choosePhoto(photo('id.jpg', 'image/jpeg'));
  fireEvent.click(radio('Proceed with my order without the discount'));
  fireEvent.click(within(dialog()).getByRole('checkbox'));
}

describe('the Upload SC/PWD ID modal', () => {
  it("hides 'Proceed' when points are on the cart (spec §4): cancelling is the one choice, made", async () => {
    renderModal({ pointsUsed: 120 });
    await screen.findByRole('dialog', { name: 'Senior Citizen / PWD' });
    const group = within(dialog()).getByRole('group', { name: 'If the store can’t accept your ID' });
    expect(within(group).queryByRole('radio', { name: /^Proceed/ })).toBeNull();
    expect((within(group).getByRole('radio', { name: 'Cancel my order' }) as HTMLInputElement).checked).toBe(true);
  });

  it("offers 'Proceed' without points on the cart", async () => {
    renderModal();
    await screen.findByRole('dialog', { name: 'Senior Citizen / PWD' });
    expect(radio('Proceed with my order without the discount').checked).toBe(false);
  });

  it("is the spec's 'Senior Citizen / PWD' dialog, and says what is missing on Submit without calling anything", async () => {
    renderModal();
    expect(dialog().id).toBe('upload-special-discount-id-modal');
    expect(dialog().getAttribute('data-testid')).toBe('upload-special-discount-id-modal');
    await waitFor(() => expect(document.activeElement).toBe(radio(/^Senior Citizen/)));
    // The consent sentence is the contract's.
    expect(within(dialog()).getByRole('checkbox').closest('label')?.textContent).toBe(
      'I allow the store to keep this ID and its photo and to use them to check my Senior Citizen / PWD discount.',
    );

    submit();
    await waitFor(() => expect(within(dialog()).getAllByRole('alert').length).toBeGreaterThan(0));
    const required = 'This field is required.';
    expect(descriptionOf(radio(/^Senior Citizen/).closest('fieldset') as Element)).toBe(required);
    expect(descriptionOf(fullName())).toBe(required);
    expect(descriptionOf(idNumber())).toBe(required);
    expect(descriptionOf(photoInput())).toContain('Upload the required file type and try again.');
    expect(descriptionOf(radio('Cancel my order').closest('fieldset') as Element)).toBe(required);
    expect(descriptionOf(within(dialog()).getByRole('checkbox'))).toBe(
      'Please agree so the store may use your ID to check your discount.',
    );
    expect(sentRequests()).toEqual([]);
  });

  it('asks for the ID type of a senior ID (its 15 types), and not for a PWD ID', async () => {
    renderModal();
    expect(within(dialog()).queryByLabelText('ID type')).toBeNull();
    fireEvent.click(radio(/^Senior Citizen/));
    const select = within(dialog()).getByLabelText('ID type') as HTMLSelectElement;
    const options = Array.from(select.options).map((o) => o.textContent);
    expect(options).toHaveLength(16);
    expect(options.slice(0, 5)).toEqual([
      'Choose an ID type',
      'Passport',
      'SSS ID',
      'NBI Clearance',
      'GSIS or SSS Umid Card',
    ]);
    submit();
    await waitFor(() => expect(descriptionOf(select)).toBe('This field is required.'));

    fireEvent.click(radio(/^PWD/));
    expect(within(dialog()).queryByLabelText('ID type')).toBeNull();
  });

  it('refuses keypresses outside letters, digits, underscore and space, and filters pasted text', () => {
    renderModal();
    for (const field of [fullName(), idNumber()]) {
      expect(field.maxLength).toBe(70);
      // fireEvent returns false when a handler called preventDefault: the browser then types nothing.
      for (const key of ['!', '-', '.', 'ñ', '@']) expect(fireEvent.keyDown(field, { key })).toBe(false);
      for (const key of ['a', 'Z', '7', '_', ' ', 'Backspace', 'ArrowLeft'])
        expect(fireEvent.keyDown(field, { key })).toBe(true);
      expect(fireEvent.keyDown(field, { key: 'v', ctrlKey: true })).toBe(true);
    }
    // Text that arrives without a keypress (paste, autofill, an IME or a phone keyboard) is filtered; the
    // e2e test inserts text in Chromium, where the app runs on preact and its beforeinput handler too.
    fireEvent.change(fullName(), { target: { value: 'Ma. Clara (Lola) Ñanez-Cruz' } });
    expect(fullName().value).toBe('Ma Clara Lola anezCruz');
    fireEvent.change(idNumber(), { target: { value: '12-345/678' } });
    expect(idNumber().value).toBe('12345678');
  });

  it('disables a type the customer already has, or the store does not offer, and picks the one left', () => {
    renderModal({ saved: [seniorId()] });
    expect(radio(/^Senior Citizen/).disabled).toBe(true);
    expect(descriptionOf(radio(/^Senior Citizen/))).toBe('You already registered an ID for this discount.');
    expect(radio(/^PWD/).disabled).toBe(false);
    expect(radio(/^PWD/).checked).toBe(true);
  });

  it('disables a type the store does not offer', () => {
    renderModal({ offered: ['senior'] });
    expect(radio(/^PWD/).disabled).toBe(true);
    expect(descriptionOf(radio(/^PWD/))).toBe('The store does not offer this discount.');
    expect(radio(/^Senior Citizen/).checked).toBe(true);
  });

  it('sends a senior ID with its photo as base64, then closes with the server’s word', async () => {
    const saved = seniorId({ uuid: '11111111-2222-4333-8444-555555555555' });
    const uploads = mockApi('post', UPLOAD_PATH, json({ message: 'Your ID was saved.', special_discount: saved }));
    const { onClose, queryClient } = renderModal({ saved: [pwdId()] });
    mockApi('get', LIST_PATH, json({ list: [pwdId(), saved] }));
    await fillSenior();
    submit();

    await waitFor(() => expect(onClose).toHaveBeenCalledWith('Your ID was saved.'));
    expect(uploads[0]?.body).toEqual({
      discount_type: 'senior',
      customer_id_type: 'SENIOR',
      customer_id_full_name: 'Lola Remedios Santos',
      customer_id_number: 'SC 2020_5678',
      customer_id_image_front: 'data:image/jpeg;base64,BwcH',
      rejected_action: 'proceed',
      consent: true,
    });
    expect(queryClient.getQueryData(specialDiscountIdsQueryKey(CUSTOMER_UUID))).toEqual([pwdId(), saved]);
    // A small JPEG needs neither library.
    expect(libraries).toMatchObject({ heicLoads: 0, compressorLoads: 0 });
  });

  it('sends PWD as a PWD ID’s type, and the notes when there are some', async () => {
    const uploads = mockApi('post', UPLOAD_PATH, json({ message: 'Your ID was saved.', special_discount: pwdId() }));
    const { onClose } = renderModal({ saved: [seniorId()] });
    fireEvent.change(fullName(), { target: { value: 'Jose Rizal Cruz' } });
    fireEvent.change(idNumber(), { target: { value: 'PWD1234' } });
    await choosePhoto(photo('id.png', 'image/png'));
    fireEvent.click(radio('Cancel my order'));
    fireEvent.change(within(dialog()).getByLabelText('Notes for the store (optional)'), {
      target: { value: 'Wheelchair user' },
    });
    fireEvent.click(within(dialog()).getByRole('checkbox'));
    submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(uploads[0]?.body).toMatchObject({
      discount_type: 'pwd',
      customer_id_type: 'PWD',
      rejected_action: 'cancel',
      notes: 'Wheelchair user',
      customer_id_image_front: 'data:image/png;base64,BwcH',
    });
  });

  it('puts the server’s 422 messages under their fields', async () => {
    mockApi(
      'post',
      UPLOAD_PATH,
      json(
        {
          message: 'The given data was invalid.',
          errors: {
            customer_id_full_name: ['Full name may only contain alphanumeric characters.'],
            customer_id_number: ['ID number may only contain alphanumeric characters.'],
            customer_id_image_front: ['File size should be less than 2 MB.'],
          },
        },
        422,
      ),
    );
    const { onClose } = renderModal();
    await fillSenior();
    submit();

    await waitFor(() => expect(descriptionOf(fullName())).toBe('Full name may only contain alphanumeric characters.'));
    expect(descriptionOf(idNumber())).toBe('ID number may only contain alphanumeric characters.');
    expect(descriptionOf(photoInput())).toContain('File size should be less than 2 MB.');
    expect(fullName().getAttribute('aria-invalid')).toBe('true');
    // Every message found its field: nothing is left for the form.
    expect(within(dialog()).queryByText('The given data was invalid.')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failure that has only a message above the button', async () => {
    mockApi(
      'post',
      UPLOAD_PATH,
      json({ message: 'You can save at most 2 IDs. Delete one to register another.', data: null }, 400),
    );
    renderModal();
    await fillSenior();
    submit();
    const alert = await within(dialog()).findByText('You can save at most 2 IDs. Delete one to register another.');
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it("refuses a .gif with This file type isn't supported., sending nothing", async () => {
    renderModal();
    await fillSenior();
    fireEvent.change(photoInput(), { target: { files: [photo('id.gif', 'image/gif')] } });
    await waitFor(() => expect(descriptionOf(photoInput())).toContain("This file type isn't supported."));
    expect(within(dialog()).queryByRole('img')).toBeNull();
    submit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(descriptionOf(photoInput())).toContain("This file type isn't supported.");
    expect(sentRequests()).toEqual([]);
    expect(libraries).toMatchObject({ heicLoads: 0, compressorLoads: 0 });
  });

  it('compresses a photo over 2 MB before sending it, loading the compressor only then', async () => {
    const uploads = mockApi('post', UPLOAD_PATH, json({ message: 'Your ID was saved.', special_discount: seniorId() }));
    renderModal();
    await fillSenior();
    await choosePhoto(photo('big.jpg', 'image/jpeg', 3 * MB));
    expect(libraries.compressorLoads).toBe(1);
    expect(libraries.heicLoads).toBe(0);
    expect(libraries.compress).toHaveBeenCalledTimes(1);
    submit();
    await waitFor(() => expect(uploads).toHaveLength(1));
    const sent = sentImage(uploads);
    expect(sent.startsWith('data:image/jpeg;base64,')).toBe(true);
    // 1,700,000 bytes as base64.
    expect(sent.length).toBe('data:image/jpeg;base64,'.length + Math.ceil(1_700_000 / 3) * 4);
  });

  it('converts a HEIC photo to JPEG, loading heic-to only for it', async () => {
    const uploads = mockApi('post', UPLOAD_PATH, json({ message: 'Your ID was saved.', special_discount: seniorId() }));
    renderModal();
    await fillSenior();
    expect(libraries.heicLoads).toBe(0);
    await choosePhoto(photo('IMG_0420.HEIC', '', 900_000));
    expect(libraries.heicLoads).toBe(1);
    expect(libraries.heicTo).toHaveBeenCalledTimes(1);
    submit();
    await waitFor(() => expect(uploads).toHaveLength(1));
    const sent = sentImage(uploads);
    expect(sent.startsWith('data:image/jpeg;base64,')).toBe(true);
  });
});
