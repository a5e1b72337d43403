import { ADDRESS_NAME_MAX, AddressBody } from '@storefront/contracts/addresses';
import { FIELD_LIMITS } from '@storefront/contracts/limits';
import { useEffect, useRef, useState } from 'react';
import { Field, FormAlert, FormSuccess } from '@/components/fields';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { type FormSchema, useContractForm } from '@/lib/forms/use-contract-form';
import { type SavedAddress, useAddresses, useDeleteAddress, useEditAddress } from '../api/addresses';
import { addressLine } from './saved-address-choice';
import './addresses.css';

/** What the profile lets a customer change: the name and the details (the place is the checkout's). */
const EditFields = AddressBody.pick({ name: true, notes: true }) as unknown as FormSchema<{
  name: string;
  notes: string;
}>;

/**
 * My Profile's 'Saved Addresses' (ADR 0031): the addresses checkout remembered, each with Edit (its name
 * and house no./street) and Delete (asked once more). Checkout offers them again.
 */
export function AddressBook() {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="profile-card" aria-labelledby="addresses-title">
      <h2 id="addresses-title" className="profile-card__title">
        Saved Addresses
      </h2>
      {addresses.isPending ? (
        <p>Loading your addresses…</p>
      ) : addresses.isError ? (
        <p role="alert">{errorMessage(addresses.error)}</p>
      ) : addresses.data.length === 0 ? (
        <p className="address-book__empty">Addresses you deliver to are saved here when you place an order.</p>
      ) : (
        <ul className="address-book">
          {addresses.data.map((address) =>
            editing === address.uuid ? (
              <li key={address.uuid} className="address-book__item">
                <EditAddressForm
                  address={address}
                  onDone={(message) => {
                    setEditing(null);
                    setDone(message);
                  }}
                />
              </li>
            ) : (
              <AddressRow
                key={address.uuid}
                address={address}
                onEdit={() => {
                  setDone(null);
                  setEditing(address.uuid);
                }}
                onDeleted={setDone}
              />
            ),
          )}
        </ul>
      )}
      <FormSuccess message={done} />
    </section>
  );
}

function AddressRow({
  address,
  onEdit,
  onDeleted,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteAddress();
  const [confirming, setConfirming] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) yes.current?.focus();
  }, [confirming]);
  const title = address.name || 'Address';
  return (
    <li className="address-book__item">
      <p className="address-book__name">{title}</p>
      <p className="address-book__line">{addressLine(address)}</p>
      {confirming ? (
        <fieldset className="inline-confirm">
          <legend className="inline-confirm__question">Delete this address?</legend>
          <button
            ref={yes}
            type="button"
            className="btn btn-primary btn-sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate(address.uuid, { onSuccess: (r) => onDeleted(r.message) })}
          >
            Yes
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={remove.isPending}
            onClick={() => {
              setConfirming(false);
              requestAnimationFrame(() => deleteButton.current?.focus());
            }}
          >
            No
          </button>
          {remove.isError && <p role="alert">{errorMessage(remove.error)}</p>}
        </fieldset>
      ) : (
        <div className="address-book__actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={onEdit} aria-label={`Edit ${title}`}>
            Edit
          </button>
          <button
            ref={deleteButton}
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${title}`}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}

function EditAddressForm({ address, onDone }: { address: SavedAddress; onDone: (message: string) => void }) {
  const form = useContractForm(EditFields, { defaultValues: { name: address.name, notes: address.notes } });
  const { errors } = form.formState;
  const edit = useEditAddress();
  useEffect(() => form.setFocus('name'), [form.setFocus]);
  const submit = form.handleSubmit(({ name, notes }) =>
    edit.mutate(
      { uuid: address.uuid, body: { name, notes, label: address.label, lat: address.lat, lng: address.lng } },
      { onSuccess: () => onDone('Address saved.'), onError: (error) => applyServerErrors(form, error) },
    ),
  );
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={edit.isPending}>
      <p className="address-book__line">{address.label}</p>
      <Field
        label="Name (optional, e.g. Home)"
        maxLength={ADDRESS_NAME_MAX}
        {...form.register('name')}
        error={errors.name?.message}
      />
      <Field
        label="House no., street, landmark"
        autoComplete="street-address"
        required
        maxLength={FIELD_LIMITS.address}
        {...form.register('notes')}
        error={errors.notes?.message}
      />
      <FormAlert message={formMessage(errors)} />
      <div className="address-book__actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={edit.isPending}>
          Save Address
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onDone('')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
