/**
 * Paynamics takes its payment request only as a browser form POST, while the payment screens only
 * follow a redirect URL. So the redirect URL is this small page of ours: it carries the signed request in
 * a hidden field and submits itself to Paynamics' gateway (a visible button does it without script).
 * Strict CSP: only this page's own script (by hash), its inline styles, and a form posting to the gateway.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../lib/html';

const SCRIPT = "document.getElementById('paynamics').submit();";
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

export function paynamicsPageCsp(gatewayUrl: string): string {
  return `default-src 'none'; script-src ${SCRIPT_HASH}; style-src 'unsafe-inline'; form-action ${new URL(gatewayUrl).origin}; frame-ancestors 'none'; base-uri 'none'`;
}

export function paynamicsPage(p: { action: string; paymentrequest: string; description: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>Continue to Paynamics</title>
<style>
  :root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f2f4f7; color: #1d2433; }
  main { box-sizing: border-box; width: min(100% - 32px, 420px); background: #fff; border-radius: 16px; padding: 28px 24px; text-align: center; }
  button { width: 100%; font: inherit; font-weight: 700; font-size: 17px; padding: 14px; border-radius: 10px; cursor: pointer;
           background: #116b3a; color: #fff; border: 2px solid #116b3a; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Taking you to Paynamics…</h1>
  <p>${escapeHtml(p.description)}</p>
  <form id="paynamics" method="post" action="${escapeHtml(p.action)}">
    <input type="hidden" name="paymentrequest" value="${escapeHtml(p.paymentrequest)}">
    <button type="submit">Continue to Paynamics</button>
  </form>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
