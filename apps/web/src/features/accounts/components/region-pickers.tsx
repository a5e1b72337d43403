import { forwardRef, useId } from 'react';
import { useCities } from '../api/get-cities';
import { useProvinces } from '../api/get-provinces';

type SelectProps = { label: string; error?: string | undefined } & React.SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled select with its message under it, like `Field` (components/fields) for inputs. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, children, ...select },
  ref,
) {
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
        ref={ref}
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
});

/**
 * The profile's Province → City / Municipality pickers (the server's PSGC lists), for a form that keeps
 * the names rather than the codes: the checkout's card billing sends names to the payment provider.
 */
export function RegionPickersByName({
  province,
  city,
  onChange,
  errors = {},
}: {
  province: string;
  city: string;
  onChange: (value: { province: string; city: string }) => void;
  errors?: { province?: string | undefined; city?: string | undefined };
}) {
  const provinces = useProvinces();
  const provinceCode = provinces.data?.find((p) => p.name === province)?.code ?? '';
  const cities = useCities(provinceCode);
  return (
    <>
      <Select
        label="Province"
        required
        value={province}
        // A new province empties the city: its list is another one.
        onChange={(e) => onChange({ province: e.currentTarget.value, city: '' })}
        error={errors.province}
      >
        <option value="">{provinces.isPending ? 'Loading…' : 'Choose a province'}</option>
        {/* A name typed before (a draft) that is not in the list still shows. */}
        {province && provinces.data && !provinceCode && <option value={province}>{province}</option>}
        {provinces.data?.map((p) => (
          <option key={p.code} value={p.name}>
            {p.name}
          </option>
        ))}
      </Select>
      <Select
        label="City / Municipality"
        required
        disabled={!province}
        value={city}
        onChange={(e) => onChange({ province, city: e.currentTarget.value })}
        error={errors.city}
      >
        <option value="">{provinceCode && cities.isPending ? 'Loading…' : 'Choose a city or municipality'}</option>
        {city && cities.data && !cities.data.some((c) => c.name === city) && <option value={city}>{city}</option>}
        {cities.data?.map((c) => (
          <option key={c.code} value={c.name}>
            {c.name}
          </option>
        ))}
      </Select>
    </>
  );
}
