/**
 * PayMongo mode: the browser creates the card's payment method at PayMongo itself, with the public key
 * (POST /v1/payment_methods), so card numbers never reach our server; only the pm_… id does.
 * PayMongo's API is not in our OpenAPI document, so this is the one call outside `api` (ADR 0013).
 */
export interface CardDetails {
  name: string;
  email: string;
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export class CardRefused extends Error {
  override readonly name = 'CardRefused';
}

export async function createCardPaymentMethod(
  paymongo: { public_key: string; api_url: string },
  card: CardDetails,
): Promise<string> {
  const response = await fetch(new URL('/v1/payment_methods', paymongo.api_url), {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa(`${paymongo.public_key}:`)}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({
      data: {
        attributes: {
          type: 'card',
          details: { card_number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
          billing: { name: card.name, email: card.email },
        },
      },
    }),
  }).catch(() => null);
  const json = (await response?.json().catch(() => null)) as {
    data?: { id: string };
    errors?: { detail?: string }[];
  } | null;
  if (!response?.ok || !json?.data)
    throw new CardRefused(json?.errors?.[0]?.detail ?? 'Please check your card details.');
  return json.data.id;
}
