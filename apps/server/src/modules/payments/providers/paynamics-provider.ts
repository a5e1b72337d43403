/**
 * The Paynamics adapter (PayGate web payment, ADR 0010), chosen when PAYNAMICS_GATEWAY_URL is set.
 *   start:   nothing to call — Paynamics takes the request from the browser. The attempt's redirect URL
 *            is our page (paynamics-page.ts) at a link signed with the merchant key (so only the return
 *            address we chose is used); the page builds the signed request from the stored attempt and
 *            the order, so no customer detail ever sits in a URL.
 *   outcome: the signed notification (paynamics-response.ts), or the SOAP `query` asked here.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardPaymentInput, EwalletPaymentInput, PaymentProvider, ProviderOutcome } from '../provider';
import { ProviderError } from '../provider';
import {
  encodeRequest,
  type PaynamicsRequestFields,
  pesos,
  QUERY_NAMESPACE,
  queryEnvelope,
  requestXml,
} from './paynamics-request';
import { readQueryResult } from './paynamics-response';
import { paynamicsOutcome } from './paynamics-signature';

export type PaynamicsConfig = {
  merchantId: string;
  merchantKey: string;
  /** Where the browser posts `paymentrequest` (Paynamics' web payment page). */
  gatewayUrl: string;
  /** Paynamics' SOAP query service. */
  queryUrl: string;
  /** Our public origin for notifications, when it is not the origin the customer used (behind a proxy). */
  notificationBase?: string | undefined;
  /** Our server's address, which Paynamics' request names (ip_address); may be empty. */
  serverIp?: string | undefined;
};

/** Who pays, as the order knows them (billing details when given, else the order's contact). */
export type Payer = {
  name: string;
  email: string;
  phone: string;
  line1: string;
  city: string;
  province: string;
  postalCode: string;
};

const TIMEOUT_MS = 15_000;

export const paynamicsPagePath = (requestId: string) => `/api/payments/paynamics/${encodeURIComponent(requestId)}`;

/** First names and last name, as Paynamics asks for them. */
function splitName(name: string): { fname: string; lname: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return { fname: parts[0] ?? '', lname: parts[0] ?? '' };
  return { fname: parts.slice(0, -1).join(' '), lname: parts.at(-1) as string };
}

export function createPaynamicsProvider(config: PaynamicsConfig, fetcher: typeof fetch = fetch) {
  const linkSignature = (requestId: string, back: string) =>
    createHmac('sha256', config.merchantKey).update(`${requestId}\n${back}`).digest('base64url');

  const start = (reference: string | undefined, back: string) => {
    if (!reference) throw new ProviderError('Paynamics needs our transaction number as its request id');
    const query = new URLSearchParams({ back, sig: linkSignature(reference, back) });
    return { ref: reference, outcome: 'pending' as const, redirectUrl: `${paynamicsPagePath(reference)}?${query}` };
  };

  const provider: PaymentProvider & {
    config: PaynamicsConfig;
    checkLink(requestId: string, back: string, sig: string): boolean;
    request(p: {
      requestId: string;
      amount: number;
      description: string;
      back: string;
      notificationUrl: string;
      clientIp: string;
      payer: Payer;
    }): { action: string; paymentrequest: string };
  } = {
    name: 'paynamics',
    config,

    startCard: (input: CardPaymentInput) => Promise.resolve(start(input.reference, input.returnUrl)),
    startEwallet: (input: EwalletPaymentInput) => Promise.resolve(start(input.reference, input.successUrl)),

    /** Only a link we made opens the page: the return address cannot be swapped for another. */
    checkLink(requestId, back, sig) {
      const want = Buffer.from(linkSignature(requestId, back));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },

    request(p) {
      const { fname, lname } = splitName(p.payer.name);
      const fields: PaynamicsRequestFields = {
        mid: config.merchantId,
        request_id: p.requestId,
        ip_address: config.serverIp ?? '',
        notification_url: p.notificationUrl,
        response_url: p.back,
        cancel_url: p.back,
        mtac_url: '',
        descriptor_note: '',
        fname,
        lname,
        mname: '',
        address1: p.payer.line1,
        address2: '',
        city: p.payer.city,
        state: p.payer.province,
        country: 'PH',
        zip: p.payer.postalCode,
        secure3d: 'try3d',
        trxtype: 'sale',
        email: p.payer.email,
        phone: p.payer.phone,
        mobile: p.payer.phone,
        client_ip: p.clientIp,
        amount: pesos(p.amount),
        currency: 'PHP',
        mlogo_url: '',
        // Empty: Paynamics shows the channels enabled for the merchant (their codes differ per contract).
        pmethod: '',
      };
      const items = [{ itemname: p.description, quantity: 1, amount: fields.amount }];
      return {
        action: config.gatewayUrl,
        paymentrequest: encodeRequest(requestXml(fields, items, config.merchantKey)),
      };
    },

    /** Paynamics' query by our request id; no record there (yet) or an unclear answer means still waiting. */
    async lookUp(ref: string): Promise<ProviderOutcome> {
      const q = {
        merchantid: config.merchantId,
        request_id: randomBytes(8).toString('hex'),
        org_trxid: '',
        org_trxid2: ref,
      };
      let response: Response;
      try {
        response = await fetcher(config.queryUrl, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${QUERY_NAMESPACE}/query"` },
          body: queryEnvelope(q, config.merchantKey),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (cause) {
        throw new ProviderError(`Paynamics query: ${(cause as Error).message}`);
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) throw new ProviderError(`Paynamics query: ${response.status}`);
      const result = readQueryResult(body);
      return result ? paynamicsOutcome(result.code) : 'pending';
    },
  };
  return provider;
}

export type PaynamicsProvider = ReturnType<typeof createPaynamicsProvider>;
