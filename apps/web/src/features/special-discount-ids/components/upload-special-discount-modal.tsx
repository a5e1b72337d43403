import * as Dialog from '@radix-ui/react-dialog';
import {
  type DiscountType,
  PWD_ID_TYPE,
  REJECTED_ACTION_LABELS,
  REJECTED_ACTIONS,
  SPECIAL_DISCOUNT_ACCEPT,
  SPECIAL_DISCOUNT_CONSENT_TEXT,
  SPECIAL_DISCOUNT_ID_TYPES,
  SPECIAL_DISCOUNT_MESSAGES,
  SPECIAL_DISCOUNT_NOTES_MAX,
  SPECIAL_DISCOUNT_TEXT_MAX,
  SpecialDiscountUploadBody,
} from '@storefront/contracts/special-discount';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { Field, FormAlert } from '@/components/fields';
import { CloseIcon } from '@/components/icons';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useSpecialDiscountIds } from '../api/get-special-discount-ids';
import { useUploadSpecialDiscountId } from '../api/upload-special-discount-id';
import { prepareIdPhoto } from '../id-photo';
import { discountTypeChoices } from '../special-discount-view';
import { returnFocusOrStay } from './focus';
import './special-discount-modal.css';

/** Spec §5: letters, digits, underscore and space; any other keypress is refused, pasted text filtered. */
const ID_TEXT_CHARACTER = /[A-Za-z0-9_ ]/;
const ID_TYPE_VALUES = new Set<string>(SPECIAL_DISCOUNT_ID_TYPES.map((t) => t.value));

/**
 * The upload call's own fields and messages (the contract's schema). Its rule that a senior ID names
 * its type runs here with the other fields: zod skips an object's refinement while any field fails,
 * which would show that message only once everything else was right.
 */
const IdForm = z
  .object(SpecialDiscountUploadBody.in.shape)
  .refine((v) => v.discount_type !== 'senior' || ID_TYPE_VALUES.has(v.customer_id_type ?? ''), {
    path: ['customer_id_type'],
    message: SPECIAL_DISCOUNT_MESSAGES.required,
    when: () => true,
  });

type PhotoState =
  | { status: 'none' }
  | { status: 'preparing' }
  | { status: 'ready'; file: File }
  | { status: 'refused'; message: string };

/** A local preview of the prepared photo, released when it changes or the modal goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export type UploadSpecialDiscountModalProps = {
  customerUuid: string;
  offered: readonly DiscountType[];
  onClose: (message?: string) => void;
  returnFocus: () => HTMLElement | null;
  /** Points on the cart (`Cart.points_used`): with any, 'Proceed' is not offered (spec §4). */
  pointsUsed?: number;
};

/**
 * Spec §2 Upload SC/PWD ID modal ('Senior Citizen / PWD') and §5 "Special discount upload form": the
 * discount type (an option disabled when the merchant does not offer it or the customer has one), the ID
 * type (senior only), full name and ID number, the photo, what to do if the store rejects the ID, notes,
 * and the customer's consent. Messages appear on Submit; the server's 422 messages land on their fields,
 * and a failure with only a message shows that message above the button (spec §8).
 */
export default function UploadSpecialDiscountModal({
  customerUuid,
  offered,
  onClose,
  returnFocus,
  pointsUsed = 0,
}: UploadSpecialDiscountModalProps) {
  // Spec §4: 'Proceed' is hidden when points were used; cancelling is then the one choice, made already.
  const paidWithPoints = pointsUsed > 0;
  const rejectedActions = paidWithPoints ? REJECTED_ACTIONS.filter((a) => a !== 'proceed') : REJECTED_ACTIONS;
  const saved = useSpecialDiscountIds(customerUuid);
  const choices = useMemo(() => discountTypeChoices(offered, saved.data ?? []), [offered, saved.data]);
  const available = choices.filter((c) => !c.unavailable);
  const form = useContractForm(IdForm, {
    defaultValues: {
      // The one type left is chosen already; with two, the customer picks.
      ...(available.length === 1 && available[0] ? { discount_type: available[0].value } : {}),
      ...(paidWithPoints ? { rejected_action: 'cancel' as const } : {}),
      customer_id_type: '',
      customer_id_full_name: '',
      customer_id_number: '',
      customer_id_image_front: '',
      notes: '',
    },
  });
  const { errors } = form.formState;
  const discountType = form.watch('discount_type');
  const upload = useUploadSpecialDiscountId(customerUuid);
  const [photo, setPhoto] = useState<PhotoState>({ status: 'none' });
  const preview = usePreview(photo.status === 'ready' ? photo.file : null);
  const ids = {
    description: useId(),
    type: useId(),
    typeError: useId(),
    idType: useId(),
    idTypeError: useId(),
    photoStatus: useId(),
    rejected: useId(),
    rejectedError: useId(),
    notes: useId(),
    consentError: useId(),
  };

  // A later pick wins over one still being prepared; nothing is set once the modal has gone.
  const pick = useRef(0);
  useEffect(
    () => () => {
      pick.current = -1;
    },
    [],
  );
  const choosePhoto = async (chosen: File | null) => {
    const turn = ++pick.current;
    form.setValue('customer_id_image_front', '');
    form.clearErrors('customer_id_image_front');
    if (!chosen) return setPhoto({ status: 'none' });
    setPhoto({ status: 'preparing' });
    const prepared = await prepareIdPhoto(chosen);
    if (turn !== pick.current) return;
    if (!prepared.ok) return setPhoto({ status: 'refused', message: prepared.message });
    form.setValue('customer_id_image_front', prepared.base64);
    setPhoto({ status: 'ready', file: prepared.file });
  };

  const preparing = photo.status === 'preparing';
  const busy = preparing || upload.isPending;
  const submit = form.handleSubmit((values) => {
    if (busy || photo.status === 'refused') return;
    const pwd = values.discount_type === 'pwd';
    upload.mutate(
      {
        discount_type: values.discount_type,
        customer_id_type: pwd ? PWD_ID_TYPE : values.customer_id_type,
        customer_id_full_name: values.customer_id_full_name,
        customer_id_number: values.customer_id_number,
        customer_id_image_front: values.customer_id_image_front,
        rejected_action: values.rejected_action,
        ...(values.notes?.trim() ? { notes: values.notes } : {}),
        consent: true,
      },
      {
        onSuccess: (result) => onClose(result.message),
        onError: (error) =>
          applyServerErrors(form, error, {
            fields: [
              'discount_type',
              ...(pwd ? [] : ['customer_id_type']),
              'customer_id_full_name',
              'customer_id_number',
              'customer_id_image_front',
              'rejected_action',
              'notes',
              'consent',
            ],
          }),
      },
    );
  });

  const typeError = errors.discount_type?.message;
  const idTypeError = errors.customer_id_type?.message;
  const photoError = photo.status === 'refused' ? photo.message : errors.customer_id_image_front?.message;
  const rejectedError = errors.rejected_action?.message;
  const consentError = errors.consent?.message;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !upload.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          id="upload-special-discount-id-modal"
          data-testid="upload-special-discount-id-modal"
          className="sd-modal"
          aria-describedby={ids.description}
          // A long form: a stray click beside it does not throw it away (Escape and the close button do).
          onPointerDownOutside={(e) => e.preventDefault()}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            const content = e.currentTarget as HTMLElement | null;
            content?.querySelector<HTMLElement>('form input:not([disabled])')?.focus();
          }}
          onCloseAutoFocus={returnFocusOrStay(returnFocus)}
        >
          <header className="sd-modal__head">
            <Dialog.Title className="sd-modal__title">Senior Citizen / PWD</Dialog.Title>
            <Dialog.Close className="icon-btn sd-modal__close" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </header>
          <p id={ids.description} className="sd-modal__lead">
            Register your ID to use its discount on eligible items. The store checks the ID before giving the discount.
          </p>
          <form className="sd-form" onSubmit={submit} noValidate aria-busy={busy}>
            <fieldset
              className="sd-form__group"
              aria-describedby={typeError ? ids.typeError : undefined}
              aria-invalid={typeError ? true : undefined}
            >
              <legend className="field__label">Discount type</legend>
              <div className="sd-choices">
                {choices.map((choice) => (
                  <label
                    key={choice.value}
                    className={`sd-choice${choice.unavailable ? ' sd-choice--off' : ''}`}
                    htmlFor={`${ids.type}-${choice.value}`}
                  >
                    <input
                      id={`${ids.type}-${choice.value}`}
                      type="radio"
                      value={choice.value}
                      disabled={choice.unavailable !== null}
                      // Named by the type alone; why it is unavailable is its description.
                      aria-labelledby={`${ids.type}-${choice.value}-label`}
                      aria-describedby={choice.unavailable ? `${ids.type}-${choice.value}-note` : undefined}
                      {...form.register('discount_type')}
                    />
                    <span className="sd-choice__text">
                      <span id={`${ids.type}-${choice.value}-label`} className="sd-choice__label">
                        {choice.label}
                      </span>
                      {choice.unavailable && (
                        <span id={`${ids.type}-${choice.value}-note`} className="sd-choice__note">
                          {choice.unavailable}
                        </span>
                      )}
                    </span>
                  </label>
                ))}
              </div>
              {typeError && (
                <p id={ids.typeError} className="field__error" role="alert">
                  {typeError}
                </p>
              )}
            </fieldset>

            {discountType === 'senior' && (
              <div className="field">
                <label htmlFor={ids.idType} className="field__label">
                  ID type
                </label>
                <select
                  id={ids.idType}
                  className="field__select"
                  aria-invalid={idTypeError ? true : undefined}
                  aria-describedby={idTypeError ? ids.idTypeError : undefined}
                  {...form.register('customer_id_type')}
                >
                  <option value="">Choose an ID type</option>
                  {SPECIAL_DISCOUNT_ID_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
                {idTypeError && (
                  <p id={ids.idTypeError} className="field__error" role="alert">
                    {idTypeError}
                  </p>
                )}
              </div>
            )}

            <Field
              label="Full name (as on the ID)"
              autoComplete="name"
              maxLength={SPECIAL_DISCOUNT_TEXT_MAX}
              allow={ID_TEXT_CHARACTER}
              {...form.register('customer_id_full_name')}
              error={errors.customer_id_full_name?.message}
            />
            <Field
              label="ID number"
              autoComplete="off"
              spellCheck={false}
              maxLength={SPECIAL_DISCOUNT_TEXT_MAX}
              allow={ID_TEXT_CHARACTER}
              {...form.register('customer_id_number')}
              error={errors.customer_id_number?.message}
            />

            <div className="sd-photo">
              <Field
                label="Photo of the front of your ID"
                type="file"
                name="customer_id_image_front"
                accept={SPECIAL_DISCOUNT_ACCEPT}
                hint="JPG or PNG, up to 2 MB. A larger photo is made smaller, and an iPhone photo (HEIC) is converted."
                error={photoError}
                onChange={(e) => void choosePhoto(e.currentTarget.files?.[0] ?? null)}
              />
              <p id={ids.photoStatus} className="sd-photo__status" role="status">
                {preparing ? 'Preparing your photo…' : ''}
              </p>
              {preview && <img className="sd-photo__preview" src={preview} alt="Preview: the front of your ID" />}
            </div>

            <fieldset
              className="sd-form__group"
              aria-describedby={rejectedError ? ids.rejectedError : undefined}
              aria-invalid={rejectedError ? true : undefined}
            >
              <legend className="field__label">If the store can’t accept your ID</legend>
              <div className="sd-options">
                {rejectedActions.map((action) => (
                  <label key={action} className="sd-option">
                    <input type="radio" value={action} {...form.register('rejected_action')} />
                    <span>{REJECTED_ACTION_LABELS[action]}</span>
                  </label>
                ))}
              </div>
              {paidWithPoints && (
                <p className="field__hint">You are paying with points, so the order can only be cancelled.</p>
              )}
              {rejectedError && (
                <p id={ids.rejectedError} className="field__error" role="alert">
                  {rejectedError}
                </p>
              )}
            </fieldset>

            <div className="field">
              <label htmlFor={ids.notes} className="field__label">
                Notes for the store (optional)
              </label>
              <textarea
                id={ids.notes}
                className="field__input sd-form__notes"
                rows={2}
                maxLength={SPECIAL_DISCOUNT_NOTES_MAX}
                aria-invalid={errors.notes ? true : undefined}
                {...form.register('notes')}
              />
              {errors.notes && (
                <p className="field__error" role="alert">
                  {errors.notes.message}
                </p>
              )}
            </div>

            <div className="sd-consent">
              <label className="sd-consent__label">
                <input
                  type="checkbox"
                  aria-invalid={consentError ? true : undefined}
                  aria-describedby={consentError ? ids.consentError : undefined}
                  {...form.register('consent')}
                />
                <span>{SPECIAL_DISCOUNT_CONSENT_TEXT}</span>
              </label>
              {consentError && (
                <p id={ids.consentError} className="field__error" role="alert">
                  {consentError}
                </p>
              )}
            </div>

            <FormAlert message={formMessage(errors)} />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {upload.isPending ? 'Submitting…' : 'Submit'}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
