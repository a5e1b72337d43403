import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type FieldValues, type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * When messages appear, for every form of the app: on submit, as the server's always did, and they
 * stay until the next submit (no re-validation while typing). Forms without a contract schema (the
 * card form, whose numbers go to PayMongo) use these with per-field `register(name, rules)`.
 */
export const FORM_TIMING = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;

/** A contract schema a form can validate against: an object of fields, whatever it turns them into. */
export type FormSchema<Values extends FieldValues> = z.ZodType<unknown, Values>;

export type ContractFormOptions<Values extends FieldValues> = Omit<
  UseFormProps<Values, unknown, Values>,
  'resolver' | 'mode' | 'reValidateMode'
>;

/** A form's schema, or a function that loads it (the schemas' chunk, zod with them, only when a form validates). */
export type SchemaSource<Values extends FieldValues> = FormSchema<Values> | (() => Promise<FormSchema<Values>>);

/**
 * A react-hook-form form validated by the contract's own schema (the one the server parses the call
 * with), so a field's message is the contract's, word for word, whichever side finds the problem.
 *
 * Messages appear as FORM_TIMING says. The submit handler gets the values as typed (`raw`): the
 * form sends what the customer entered and the server does its own normalising, as before.
 *
 * A screen that should not wait for zod and the schemas before it can show (Checkout, issue 28) passes
 * a loader: it runs at the first validation, the submit, and its schema is kept from then on.
 */
export function useContractForm<Values extends FieldValues>(
  source: SchemaSource<Values>,
  options: ContractFormOptions<Values> = {},
): UseFormReturn<Values, unknown, Values> {
  const resolver = useMemo(() => {
    if (typeof source !== 'function') return resolverOf(source);
    let loaded: Promise<Resolver<Values, unknown, Values>> | undefined;
    return (async (...args) => {
      loaded ??= source().then(resolverOf);
      return (await loaded)(...args);
    }) as Resolver<Values, unknown, Values>;
  }, [source]);
  return useForm<Values, unknown, Values>({ ...options, ...FORM_TIMING, resolver });
}

const resolverOf = <Values extends FieldValues>(schema: FormSchema<Values>) =>
  zodResolver(schema as z.ZodType<unknown, Values>, undefined, { raw: true }) as Resolver<Values, unknown, Values>;
