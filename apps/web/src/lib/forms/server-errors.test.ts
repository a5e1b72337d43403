import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '@/lib/api-client';
import { applyServerErrors, fieldPaths, SERVER_ERROR } from './server-errors';

/** The part of a react-hook-form form that applyServerErrors uses, recording what it was told. */
function fakeForm(values: Record<string, unknown>) {
  const set: Record<string, string | undefined> = {};
  return {
    set,
    getValues: () => values,
    setError: (name: string, error: { message?: string }) => {
      set[name] = error.message;
    },
  };
}

const apply = (form: ReturnType<typeof fakeForm>, error: unknown, options?: Parameters<typeof applyServerErrors>[2]) =>
  // biome-ignore lint/suspicious/noExplicitAny: the fake stands in for UseFormReturn's two methods
  applyServerErrors(form as any, error, options);

describe('applyServerErrors', () => {
  it('puts each field’s first message under that field and leaves the form message empty', () => {
    const form = fakeForm({ mobile_number: '0917', pin: '' });
    const error = toApiError(422, {
      message: 'The given data was invalid.',
      errors: { mobile_number: ['The mobile number has already been taken.', 'second'] },
    });
    expect(apply(form, error)).toBe(false);
    expect(form.set).toEqual({ mobile_number: 'The mobile number has already been taken.' });
  });

  it('maps a server field onto the form’s with aliases (mpin → pin)', () => {
    const form = fakeForm({ mobile_number: '', pin: '' });
    const error = toApiError(422, { message: 'x', errors: { mpin: ['Invalid mobile number or pin'] } });
    expect(apply(form, error, { aliases: { mpin: 'pin' } })).toBe(false);
    expect(form.set).toEqual({ pin: 'Invalid mobile number or pin' });
  });

  it('reaches nested fields (contact.name) by their paths', () => {
    const form = fakeForm({ contact: { name: '', email: '' } });
    const error = toApiError(422, { message: 'x', errors: { 'contact.name': ['This field is required.'] } });
    apply(form, error);
    expect(form.set).toEqual({ 'contact.name': 'This field is required.' });
  });

  it('sends a message for a field the form does not show to the form, and says so', () => {
    const form = fakeForm({ otp: '' });
    const error = toApiError(422, { message: 'x', errors: { otp: ['Wrong code'], token: ['Expired'] } });
    expect(apply(form, error)).toBe(true);
    expect(form.set).toEqual({ otp: 'Wrong code', [SERVER_ERROR]: 'Expired' });
  });

  it('gives a failure without field messages (429, network) to the form, with its own message', () => {
    const form = fakeForm({ mobile_number: '' });
    expect(apply(form, new ApiError('rate-limited', 429, 'Too many attempts. Try again in 60 mins.'))).toBe(true);
    expect(form.set).toEqual({ [SERVER_ERROR]: 'Too many attempts. Try again in 60 mins.' });
  });

  it('gives anything that is not an ApiError the generic message', () => {
    const form = fakeForm({ mobile_number: '' });
    expect(apply(form, new TypeError('boom'))).toBe(true);
    expect(form.set).toEqual({ [SERVER_ERROR]: 'Something went wrong, please try again' });
  });

  it('honours an explicit list of shown fields', () => {
    const form = fakeForm({ a: '', b: '' });
    const error = toApiError(422, { message: 'x', errors: { b: ['No b'] } });
    expect(apply(form, error, { fields: ['a'] })).toBe(true);
    expect(form.set).toEqual({ [SERVER_ERROR]: 'No b' });
  });
});

describe('fieldPaths', () => {
  it('lists the leaves of nested values', () => {
    expect(fieldPaths({ name: '', contact: { email: '', mobile_number: '' }, tags: [] })).toEqual([
      'name',
      'contact.email',
      'contact.mobile_number',
      'tags',
    ]);
  });
});
