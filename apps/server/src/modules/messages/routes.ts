/**
 * The development-only outbox page: where developers and end-to-end tests read the one-time codes the outbox
 * kept. Registered only outside production, and answering 404 in production even if registered by mistake.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { createOutbox, type OutboxMessage } from './service';

const LIMIT = 50;
const OutboxQuery = z.object({ to: z.string().trim().min(1).max(320).optional().catch(undefined) });
const route = { config: { public: true }, schema: { hide: true } } as const;

export async function outboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const outbox = createOutbox(db);

  /** Null once the reply is sent (production): the outbox must not exist there. */
  async function load(request: FastifyRequest, reply: FastifyReply) {
    if (process.env.NODE_ENV === 'production') {
      await reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
      return null;
    }
    const { to } = OutboxQuery.parse(request.query ?? {});
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    return { to, messages: await outbox.latest({ to, limit: LIMIT }) };
  }

  app.get('/dev/outbox.json', route, async (request, reply) => {
    const found = await load(request, reply);
    if (!found) return reply;
    return {
      messages: found.messages.map((m) => ({
        id: m.id,
        channel: m.channel,
        to: m.to,
        subject: m.subject,
        text: m.text,
        created_at: m.createdAt.toISOString(),
      })),
    };
  });

  app.get('/dev/outbox', route, async (request, reply) => {
    const found = await load(request, reply);
    if (!found) return reply;
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .header('X-Content-Type-Options', 'nosniff')
      .send(outboxPage(found.messages, found.to));
  });
}

function outboxPage(messages: OutboxMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (m) => `<tr>
<td><time datetime="${escapeHtml(m.createdAt.toISOString())}">${escapeHtml(m.createdAt.toISOString())}</time></td>
<td>${escapeHtml(m.channel)}</td>
<td><a href="/dev/outbox?to=${escapeHtml(encodeURIComponent(m.to))}">${escapeHtml(m.to)}</a></td>
<td>${escapeHtml(m.subject)}</td>
<td><pre>${escapeHtml(m.text)}</pre></td>
</tr>`,
    )
    .join('\n');
  const empty = `<p>No messages${to ? ` to ${escapeHtml(to)}` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Outbox (development)</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: .4rem .6rem; text-align: left; vertical-align: top; }
pre { margin: 0; white-space: pre-wrap; font: inherit; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Messages the server kept instead of sending (development only), newest first, latest ${LIMIT}.
Also as <a href="/dev/outbox.json${to ? `?to=${escapeHtml(encodeURIComponent(to))}` : ''}">JSON</a>.</p>
<form method="get" action="/dev/outbox">
<label>To <input name="to" value="${escapeHtml(to ?? '')}" placeholder="+639171234567 or juan@example.com"></label>
<button type="submit">Filter</button> <a href="/dev/outbox">All</a>
</form>
${messages.length ? `<table>\n<thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>` : empty}
</body>
</html>
`;
}
