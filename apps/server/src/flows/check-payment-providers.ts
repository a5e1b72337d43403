/**
 * Production has no sandbox (DESIGN §5): a payment method whose provider is not configured would reach
 * customers unpayable. Start-up refuses then, as it refuses an unset SMS or e-mail channel, naming each
 * merchant, method and the setting that is missing.
 */
import type { MerchantsService } from '../modules/merchants/service';
import type { PaymentsService } from '../modules/payments/service';

export type ProviderCheckDeps = {
  merchants: Pick<MerchantsService, 'paymentMethods'>;
  payments: Pick<PaymentsService, 'unconfiguredMethods'>;
};

/** Why the server must not start, or undefined when every offered method has a provider. */
export async function unconfiguredPaymentsRefusal(deps: ProviderCheckDeps): Promise<string | undefined> {
  const problems: string[] = [];
  for (const { subdomain, methods } of await deps.merchants.paymentMethods())
    for (const { method, setting } of deps.payments.unconfiguredMethods(methods))
      problems.push(`  merchant ${subdomain} offers ${method}: set ${setting}`);
  if (!problems.length) return undefined;
  return [
    'In production every payment method a merchant offers needs its provider (there is no sandbox):',
    ...problems,
    'Configure the provider, or remove the method from the merchant file and import it again.',
  ].join('\n');
}
