import { type BankAccount, DepositSlipUploadFields } from '@storefront/contracts/deposit-slip';
import { FIELD_LIMITS } from '@storefront/contracts/limits';
import { useEffect, useId, useState } from 'react';
import { Field, FormAlert } from '@/components/fields';
import { applyServerErrors, fieldMessage, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useUploadDepositSlip } from '../api/upload-deposit-slip';
import { chosenFileProblem, SLIP_ACCEPT, uploadsLeftText } from '../deposit-slip-view';

/** The upload's text parts, as the contract checks them; the file is checked apart (by its bytes). */
const SlipFields = DepositSlipUploadFields.pick({ bank_account_uuid: true, reference_number: true, amount: true });
const FIELDS = ['file_upload', 'bank_account_uuid', 'reference_number', 'amount'];
const REQUIRED = 'Upload the required file type and try again.';

/** A local preview of the chosen image, released when the choice changes or the form goes. */
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

/**
 * The upload form (spec §4, §5 "Deposit slip errors show on file_upload"). When the order cannot take
 * another slip the form stays visible but disabled, with the server's reason — a slip waiting for
 * review, or three uploads made — in the spec's words.
 */
export function UploadForm({
  orderUuid,
  accounts,
  uploadsLeft,
  blockedReason,
  onUploaded,
}: {
  orderUuid: string;
  accounts: BankAccount[];
  uploadsLeft: number;
  blockedReason: string | null;
  onUploaded: (message: string) => void;
}) {
  const upload = useUploadDepositSlip();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const form = useContractForm(SlipFields, {
    defaultValues: { bank_account_uuid: '', reference_number: '', amount: '' },
  });
  const { errors } = form.formState;
  const preview = usePreview(file);
  const titleId = useId();
  const reasonId = useId();
  const bankId = useId();
  const blocked = blockedReason !== null;

  const submit = form.handleSubmit((values) => {
    if (blocked || upload.isPending) return;
    if (!file) return setFileProblem(REQUIRED);
    if (fileProblem) return;
    upload.mutate(
      {
        orderUuid,
        file,
        bankAccountUuid: values.bank_account_uuid ?? '',
        referenceNumber: values.reference_number ?? '',
        amount: values.amount ?? '',
      },
      {
        onSuccess: (result) => onUploaded(result.message),
        onError: (error) => applyServerErrors(form, error, { fields: FIELDS }),
      },
    );
  });

  return (
    <form className="slip-form stack-sm" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h4 id={titleId} className="slip-panel__subtitle">
        Upload deposit slip
      </h4>
      <p className="slip-panel__meta">{uploadsLeftText(uploadsLeft)}</p>
      {blocked && (
        <p id={reasonId} className="slip-blocked">
          {blockedReason}
        </p>
      )}
      <fieldset className="slip-form__fields stack-sm" disabled={blocked || upload.isPending}>
        <legend className="visually-hidden">Deposit slip details</legend>
        <Field
          label="Photo of your deposit slip"
          type="file"
          name="file_upload"
          accept={SLIP_ACCEPT}
          hint="JPEG, PNG or WebP, up to 5 MB."
          error={fileProblem ?? fieldMessage(errors, 'file_upload')}
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0] ?? null;
            upload.reset();
            form.clearErrors();
            setFile(chosen);
            setFileProblem(chosen ? chosenFileProblem(chosen) : null);
          }}
        />
        {preview && !fileProblem && (
          <img className="slip-form__preview" src={preview} alt="Preview of the chosen deposit slip" />
        )}
        {accounts.length > 0 && (
          <div className="field">
            <label htmlFor={bankId} className="field__label">
              Bank account paid into (optional)
            </label>
            <select id={bankId} className="field__select" {...form.register('bank_account_uuid')}>
              <option value="">Choose a bank account</option>
              {accounts.map((a) => (
                <option key={a.uuid} value={a.uuid}>
                  {a.bank} — {a.account_number}
                </option>
              ))}
            </select>
            {errors.bank_account_uuid && (
              <p className="field__error" role="alert">
                {errors.bank_account_uuid.message}
              </p>
            )}
          </div>
        )}
        <div className="slip-form__row">
          <Field
            label="Reference number (optional)"
            maxLength={FIELD_LIMITS.referenceNumber}
            autoComplete="off"
            {...form.register('reference_number')}
            error={errors.reference_number?.message}
          />
          <Field
            label="Amount deposited (optional)"
            inputMode="decimal"
            placeholder="0.00"
            {...form.register('amount')}
            error={errors.amount?.message}
          />
        </div>
      </fieldset>
      <FormAlert message={formMessage(errors)} />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={blocked || upload.isPending}
        aria-describedby={blocked ? reasonId : undefined}
      >
        {upload.isPending ? 'Uploading…' : 'Upload Deposit Slip'}
      </button>
    </form>
  );
}
