/**
 * Headers every response gets, whoever answered it (the SPA, the API, media, the invoice, the payment
 * and outbox pages): no MIME sniffing, no framing, HSTS over HTTPS. Nothing we serve is meant to be
 * shown inside another site's frame, so framing is refused everywhere, not page by page.
 *
 * HTML pages keep the Content-Security-Policy their route chose (the storefront's per-merchant one,
 * lib/content-security-policy.ts; the payment pages' own); one without `frame-ancestors` gets it added,
 * and an HTML response that set none gets a locked-down one rather than none at all.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** For an HTML response whose route set no policy: nothing but inline styles and posting back to us. */
export const FALLBACK_HTML_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** A year, subdomains included: sent only over HTTPS, where the browser honours it. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    // request.protocol reads X-Forwarded-Proto only when the proxy in front is trusted (trustProxy).
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (/^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''))) {
      const policy = reply.getHeader('content-security-policy');
      if (!policy) reply.header('Content-Security-Policy', FALLBACK_HTML_POLICY);
      else if (!/(^|;)\s*frame-ancestors\s/i.test(String(policy)))
        reply.header('Content-Security-Policy', `${policy}; frame-ancestors 'none'`);
    }
    return payload;
  });
});
