import { type FormEvent, useEffect, useId, useState } from 'react';
import { Field, FormAlert, FormSuccess, formErrors } from '@/components/fields';
import { useCities } from '../api/get-cities';
import { useBillingInfo } from '../api/get-profile';
import { useProvinces } from '../api/get-provinces';
import { useSaveBillingInfo } from '../api/save-billing-info';

const EMPTY = { name: '', address: '', province_code: '', city_code: '', zip_code: '', tin: '' };

function Select({
  label,
  error,
  children,
  ...select
}: { label: string; error?: string | undefined } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Billing information: name, address, province → city (the server's lists), ZIP, optional TIN. */
export function BillingInfoForm() {
  const [form, setForm] = useState(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const saved = useBillingInfo();
  // What the customer saved before fills the form once it arrives.
  useEffect(() => {
    if (saved.data) setForm({ ...saved.data, tin: saved.data.tin ?? '' });
  }, [saved.data]);
  const provinces = useProvinces();
  const cities = useCities(form.province_code);
  const save = useSaveBillingInfo();
  const fields = ['name', 'address', 'province_code', 'city_code', 'zip_code', 'tin'];
  const errors = formErrors(save.error, fields);
  const set = (key: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value, ...(key === 'province_code' ? { city_code: '' } : {}) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const tin = form.tin.trim();
    save.mutate(
      {
        name: form.name.trim(),
        address: form.address.trim(),
        province_code: form.province_code,
        city_code: form.city_code,
        zip_code: form.zip_code.trim(),
        ...(tin ? { tin } : {}),
      },
      { onSuccess: () => setDone('Your billing information has been saved.') },
    );
  };

  return (
    <section className="profile-card" aria-labelledby="billing-title">
      <h2 id="billing-title" className="profile-card__title">
        Billing Information
      </h2>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={save.isPending}>
        <Field
          label="Billing name"
          name="name"
          autoComplete="name"
          maxLength={70}
          required
          value={form.name}
          onChange={set('name')}
          error={errors.fields.name}
        />
        <Field
          label="Address"
          name="address"
          autoComplete="street-address"
          maxLength={300}
          required
          value={form.address}
          onChange={set('address')}
          error={errors.fields.address}
        />
        <div className="auth-form__pair">
          <Select
            label="Province"
            name="province_code"
            required
            value={form.province_code}
            onChange={set('province_code')}
            error={errors.fields.province_code}
          >
            <option value="">{provinces.isPending ? 'Loading…' : 'Choose a province'}</option>
            {provinces.data?.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </Select>
          <Select
            label="City / Municipality"
            name="city_code"
            required
            disabled={!form.province_code}
            value={form.city_code}
            onChange={set('city_code')}
            error={errors.fields.city_code}
          >
            <option value="">
              {form.province_code && cities.isPending ? 'Loading…' : 'Choose a city or municipality'}
            </option>
            {cities.data?.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="auth-form__pair">
          <Field
            label="ZIP code"
            name="zip_code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            required
            value={form.zip_code}
            onChange={set('zip_code')}
            error={errors.fields.zip_code}
          />
          <Field
            label="TIN (optional)"
            name="tin"
            inputMode="numeric"
            maxLength={20}
            value={form.tin}
            onChange={set('tin')}
            error={errors.fields.tin}
          />
        </div>
        <FormAlert message={errors.form} />
        <FormSuccess message={done} />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          Save Billing Information
        </button>
      </form>
    </section>
  );
}
