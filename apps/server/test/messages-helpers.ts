/** Local stand-ins for the outside parties of the messages module: a real SMTP server and a Semaphore-like gateway. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MessageLog } from '../src/modules/messages/service';

export type ReceivedMail = { mailFrom: string; rcptTo: string[]; raw: string; user: string | undefined };

/** An SMTP server on 127.0.0.1 (random port) that takes one user, plain text (no STARTTLS), and keeps what it gets. */
export async function startSmtpServer(credentials = { user: 'shop', pass: 'p@ss word' }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const auth = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}`;
  return {
    port,
    url: `smtp://${auth}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block of a raw message, unfolded, keyed by lower-case name. */
export function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function bodyOf(raw: string): string {
  return raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .trim();
}

export type GatewayRequest = {
  method: string;
  path: string;
  contentType: string;
  form: Record<string, string>;
};

type GatewayReply = { status: number; body: unknown } | 'hang';

/** An HTTP server on 127.0.0.1 speaking Semaphore's send-message API; `reply` decides each answer. */
export async function startSmsGateway(reply: (request: GatewayRequest) => GatewayReply) {
  const requests: GatewayRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const contentType = req.headers['content-type'] ?? '';
      const form = contentType.includes('json')
        ? (JSON.parse(text) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(text));
      const request = { method: req.method ?? '', path: req.url ?? '', contentType, form };
      requests.push(request);
      const answer = reply(request);
      if (answer === 'hang') return; // never answers: the client's timeout must end it
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A logger that keeps what it is told, to check what a log line holds (and what it must not). */
export function memoryLog() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const log: MessageLog = {
    info: (fields, message) => lines.push({ fields: fields as Record<string, unknown>, message }),
  };
  return { log, lines };
}

/** A Semaphore success answer for one message. */
export function semaphoreAccepted(form: Record<string, string>, status = 'Pending') {
  return [
    {
      message_id: 1234567,
      user_id: 99,
      user: 'shop@example.com',
      account_id: 90,
      account: 'Shop',
      recipient: form.number,
      message: form.message,
      sender_name: form.sendername ?? 'SEMAPHORE',
      network: 'Globe',
      status,
      type: 'Single',
      source: 'Api',
      created_at: '2026-11-20 10:00:00',
      updated_at: '2026-11-20 10:00:00',
    },
  ];
}
