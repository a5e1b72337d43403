import { type Customer, ProfileUpdateBody } from '@storefront/contracts/customer';
import { FIELD_LIMITS } from '@storefront/contracts/limits';
import { localMobileNumber } from '@storefront/domain/mobile-number';
import { useState } from 'react';
import { z } from 'zod';
import { Field, FormAlert, FormSuccess } from '@/components/fields';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { hasProfileImage, initialsOf } from '@/lib/stored-user';
import { useUpdateProfile } from '../api/update-profile';

/** The profile's fields as typed: an empty e-mail is sent as null (removes it), not checked. */
const ProfileForm = ProfileUpdateBody.extend({ email: z.literal('').or(ProfileUpdateBody.shape.email) });

/** The profile card: image or initials (spec §3 'default' rule), name, number, e-mail; edit name and e-mail. */
export function ProfileDetails({ customer }: { customer: Customer }) {
  const [editing, setEditing] = useState(false);
  const form = useContractForm(ProfileForm, { defaultValues: { firstname: '', lastname: '', email: '' } });
  const { errors } = form.formState;
  const [saved, setSaved] = useState<string | null>(null);
  const update = useUpdateProfile();

  const edit = () => {
    form.reset({ firstname: customer.firstname, lastname: customer.lastname, email: customer.email ?? '' });
    update.reset();
    setSaved(null);
    setEditing(true);
  };

  const submit = form.handleSubmit((values) => {
    update.mutate(
      { firstname: values.firstname.trim(), lastname: values.lastname.trim(), email: values.email?.trim() || null },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved('Your profile has been updated.');
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

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
              autoComplete="given-name"
              maxLength={FIELD_LIMITS.name}
              required
              {...form.register('firstname')}
              error={errors.firstname?.message}
            />
            <Field
              label="Last name"
              autoComplete="family-name"
              maxLength={FIELD_LIMITS.name}
              required
              {...form.register('lastname')}
              error={errors.lastname?.message}
            />
          </div>
          <Field
            label="E-mail (optional)"
            type="email"
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            {...form.register('email')}
            error={errors.email?.message}
          />
          <FormAlert message={formMessage(errors)} />
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
