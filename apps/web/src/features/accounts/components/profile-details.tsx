import type { Customer } from '@storefront/contracts/customer';
import { localMobileNumber } from '@storefront/domain/mobile-number';
import { type FormEvent, useState } from 'react';
import { Field, FormAlert, FormSuccess, formErrors } from '@/components/fields';
import { hasProfileImage, initialsOf } from '@/lib/stored-user';
import { useUpdateProfile } from '../api/update-profile';

/** The profile card: image or initials (spec §3 'default' rule), name, number, e-mail; edit name and e-mail. */
export function ProfileDetails({ customer }: { customer: Customer }) {
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({ firstname: '', lastname: '', email: '' });
  const [saved, setSaved] = useState<string | null>(null);
  const update = useUpdateProfile();
  const errors = formErrors(update.error, ['firstname', 'lastname', 'email']);

  const edit = () => {
    setForm({ firstname: customer.firstname, lastname: customer.lastname, email: customer.email ?? '' });
    update.reset();
    setSaved(null);
    setEditing(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { firstname: form.firstname.trim(), lastname: form.lastname.trim(), email: form.email.trim() || null },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved('Your profile has been updated.');
        },
      },
    );
  };

  return (
    <section className="profile-card" aria-labelledby="profile-details-title">
      <div className="profile-card__head">
        {hasProfileImage(customer) ? (
          <img src={customer.profile_image} alt="Profile" className="avatar" width={72} height={72} />
        ) : (
          <span className="avatar" role="img" aria-label={`Profile initials ${initialsOf(customer)}`}>
            {initialsOf(customer)}
          </span>
        )}
        <div>
          <h2 id="profile-details-title" className="profile-card__name">
            {customer.firstname} {customer.lastname}
          </h2>
          <p className="profile-card__meta">{localMobileNumber(customer.mobile_number)}</p>
          {customer.email && <p className="profile-card__meta">{customer.email}</p>}
        </div>
      </div>
      <FormSuccess message={saved} />
      {editing ? (
        <form className="auth-form" onSubmit={submit} noValidate aria-busy={update.isPending}>
          <div className="auth-form__pair">
            <Field
              label="First name"
              name="firstname"
              autoComplete="given-name"
              maxLength={70}
              required
              value={form.firstname}
              onChange={(e) => setForm({ ...form, firstname: e.currentTarget.value })}
              error={errors.fields.firstname}
            />
            <Field
              label="Last name"
              name="lastname"
              autoComplete="family-name"
              maxLength={70}
              required
              value={form.lastname}
              onChange={(e) => setForm({ ...form, lastname: e.currentTarget.value })}
              error={errors.fields.lastname}
            />
          </div>
          <Field
            label="E-mail (optional)"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
            error={errors.fields.email}
          />
          <FormAlert message={errors.form} />
          <div className="profile-card__actions">
            <button type="submit" className="btn btn-primary" disabled={update.isPending}>
              Save
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn btn-outline" onClick={edit}>
          Edit Profile
        </button>
      )}
    </section>
  );
}
