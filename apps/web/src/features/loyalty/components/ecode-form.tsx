import { type FormEvent, useState } from 'react';
import { Field } from '@/components/fields';
import { ecodeErrorMessage, useEarnByEcode } from '../api/earn-by-ecode';
import { ECODE_MAX_LENGTH } from '../rewards-view';

/** Ours: an empty Submit asks for the code rather than sending nothing. */
export const ECODE_EMPTY = 'Please enter your e-code.';

/**
 * "Earn with a code" on My Points (spec §7 instant-grat points, §8): one field for a printed e-code.
 * A refusal shows the server's `errors.message` under the field, tied to it; success shows the
 * server's message (with the points) in the form's live region and clears the field. The badge and
 * the balance take the answer's balance at once (`useEarnByEcode`).
 */
export function EcodeForm({ titleId }: { titleId: string }) {
  const earn = useEarnByEcode();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const trimmed = code.trim();
    if (!trimmed) {
      earn.reset();
      setEmpty(true);
      return;
    }
    setEmpty(false);
    earn.mutate(trimmed, {
      onSuccess: (result) => {
        setSuccess(result.message);
        setCode('');
      },
    });
  };

  const error = empty ? ECODE_EMPTY : earn.isError ? ecodeErrorMessage(earn.error) : undefined;

  return (
    <form className="ecode-form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <p className="ecode-form__lead">
        Have a code from a receipt or a promo? Enter it to add its points to your balance.
      </p>
      <div className="ecode-form__row">
        <Field
          className="ecode-form__field"
          label="E-code"
          name="code"
          value={code}
          maxLength={ECODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (empty) setEmpty(false);
          }}
        />
        <button type="submit" className="btn btn-primary ecode-form__submit" disabled={earn.isPending}>
          {earn.isPending ? 'Checking…' : 'Earn points'}
        </button>
      </div>
      <div className="ecode-form__status" role="status">
        {success && <p className="form-success">{success}</p>}
      </div>
    </form>
  );
}
