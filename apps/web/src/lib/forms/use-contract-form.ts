import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
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

/**
 * A react-hook-form form validated by the contract's own schema (the one the server parses the call
 * with), so a field's message is the contract's, word for word, whichever side finds the problem.
 *
 * Messages appear as FORM_TIMING says. The submit handler gets the values as typed (`raw`): the
 * form sends what the customer entered and the server does its own normalising, as before.
 */
export function useContractForm<Values extends FieldValues>(
  schema: FormSchema<Values>,
  options: ContractFormOptions<Values> = {},
): UseFormReturn<Values, unknown, Values> {
  return useForm<Values, unknown, Values>({
    ...options,
    ...FORM_TIMING,
    resolver: zodResolver(schema as z.ZodType<unknown, Values>, undefined, { raw: true }) as UseFormProps<
      Values,
      unknown,
      Values
    >['resolver'],
  });
}
