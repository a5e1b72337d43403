import { BillingInfo } from '@storefront/contracts/customer';
import { FIELD_LIMITS } from '@storefront/contracts/limits';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { Field, FormAlert, FormSuccess } from '@/components/fields';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useCities } from '../api/get-cities';
import { useBillingInfo } from '../api/get-profile';
import { useProvinces } from '../api/get-provinces';
import { useSaveBillingInfo } from '../api/save-billing-info';
import { Select } from './region-pickers';

const EMPTY = { name: '', address: '', province_code: '', city_code: '', zip_code: '', tin: '' };

/** Billing information: name, address, province → city (the server's lists), ZIP, optional TIN. */
export function BillingInfoForm() {
  const form = useContractForm(BillingInfo, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [done, setDone] = useState<string | null>(null);
  const saved = useBillingInfo();
  // What the customer saved before fills the form once it arrives.
  useEffect(() => {
    if (saved.data) form.reset({ ...saved.data, tin: saved.data.tin ?? '' });
  }, [saved.data, form.reset]);
  const provinceCode = form.watch('province_code');
  const provinces = useProvinces();
  const cities = useCities(provinceCode);
  const save = useSaveBillingInfo();
  // The selects are controlled: their options arrive after the saved values (a reload), and a
  // controlled value is applied again when they do.
  const province = useController({ control: form.control, name: 'province_code' }).field;
  const city = useController({ control: form.control, name: 'city_code' }).field;

  const submit = form.handleSubmit((values) => {
    setDone(null);
    const tin = (values.tin ?? '').trim();
    save.mutate(
      {
        name: values.name.trim(),
        address: values.address.trim(),
        province_code: values.province_code,
        city_code: values.city_code,
        zip_code: values.zip_code.trim(),
        ...(tin ? { tin } : {}),
      },
      {
        onSuccess: () => setDone('Your billing information has been saved.'),
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <section className="profile-card" aria-labelledby="billing-title">
      <h2 id="billing-title" className="profile-card__title">
        Billing Information
      </h2>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={save.isPending}>
        <Field
          label="Billing name"
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          required
          {...form.register('name')}
          error={errors.name?.message}
        />
        <Field
          label="Address"
          autoComplete="street-address"
          maxLength={FIELD_LIMITS.address}
          required
          {...form.register('address')}
          error={errors.address?.message}
        />
        <div className="auth-form__pair">
          <Select
            label="Province"
            required
            name={province.name}
            ref={province.ref}
            value={province.value}
            onBlur={province.onBlur}
            onChange={(e) => {
              // A new province empties the city: its list is another one.
              form.setValue('city_code', '');
              province.onChange(e);
            }}
            error={errors.province_code?.message}
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
            required
            disabled={!provinceCode}
            name={city.name}
            ref={city.ref}
            value={city.value}
            onBlur={city.onBlur}
            onChange={city.onChange}
            error={errors.city_code?.message}
          >
            <option value="">{provinceCode && cities.isPending ? 'Loading…' : 'Choose a city or municipality'}</option>
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
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={FIELD_LIMITS.zipCode}
            required
            {...form.register('zip_code')}
            error={errors.zip_code?.message}
          />
          <Field
            label="TIN (optional)"
            inputMode="numeric"
            maxLength={FIELD_LIMITS.tin}
            {...form.register('tin')}
            error={errors.tin?.message}
          />
        </div>
        <FormAlert message={formMessage(errors)} />
        <FormSuccess message={done} />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          Save Billing Information
        </button>
      </form>
    </section>
  );
}
