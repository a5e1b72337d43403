import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessagesConfig } from '../src/config';
import { outboxRoutes } from '../src/modules/messages/routes';
import { createMessageSender } from '../src/modules/messages/service';
import { type TestApp, testApp } from './helpers';
import { memoryLog, semaphoreAccepted, startSmsGateway, startSmtpServer } from './messages-helpers';

const OUTBOX: { messages: MessagesConfig } = {
  messages: { email: { transport: 'outbox' }, sms: { transport: 'outbox' } },
};

type Listed = { id: number; channel: string; to: string; subject: string; text: string; created_at: string };

let t: TestApp;
let dev: FastifyInstance;

beforeAll(async () => {
  t = await testApp();
  // The lead registers these on the real app outside production; here they stand alone on the same database.
  dev = Fastify();
  await dev.register(outboxRoutes, { db: t.database.db });
  await dev.ready();
});

afterAll(async () => {
  await dev.close();
  await t.close();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

async function listed(query = ''): Promise<Listed[]> {
  const res = await dev.inject({ method: 'GET', url: `/dev/outbox.json${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().messages;
}

describe('the outbox sender', () => {
  it('keeps the message and logs it with the address masked and without its text', async () => {
    const { log, lines } = memoryLog();
    const sender = createMessageSender(OUTBOX, t.database.db, { log });
    await sender.send({
      merchantId: 7,
      channel: 'sms',
      to: '+639171234567',
      subject: 'Your sign-in code',
      text: 'Your code is 482913',
    });

    const [latest] = await listed();
    expect(latest).toMatchObject({
      channel: 'sms',
      to: '+639171234567',
      subject: 'Your sign-in code',
      text: 'Your code is 482913',
    });
    expect(typeof latest?.id).toBe('number');
    expect(Date.now() - Date.parse(latest?.created_at ?? '')).toBeLessThan(60_000);

    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields).toMatchObject({ channel: 'sms', to: '+63917****567', subject: 'Your sign-in code' });
    expect(JSON.stringify(lines)).not.toContain('482913');
    expect(JSON.stringify(lines)).not.toContain('+639171234567');
  });

  it('keeps e-mail too, and masks the address in the log', async () => {
    const { log, lines } = memoryLog();
    await createMessageSender(OUTBOX, t.database.db, { log }).send({
      merchantId: 7,
      channel: 'email',
      to: 'juan@example.com',
      subject: 'Verify your e-mail',
      text: 'Code: 111222',
    });
    expect((await listed('?to=juan@example.com'))[0]).toMatchObject({ channel: 'email', text: 'Code: 111222' });
    expect(lines[0]?.fields.to).toBe('j***@example.com');
    expect(JSON.stringify(lines)).not.toContain('111222');
  });

  it('lists the newest first, 50 at most', async () => {
    const sender = createMessageSender(OUTBOX, t.database.db, { log: memoryLog().log });
    for (let i = 1; i <= 52; i++)
      await sender.send({ merchantId: 1, channel: 'sms', to: '+639990000052', subject: 'n', text: `number ${i}` });
    const messages = await listed('?to=%2B639990000052');
    expect(messages).toHaveLength(50);
    expect(messages[0]?.text).toBe('number 52');
    expect(messages[49]?.text).toBe('number 3');
  });

  it('drops messages older than a week when it keeps a new one', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (ms: number) => ({ log: memoryLog().log, now: () => new Date(ms) });
    const to = '+639990000007';
    const start = Date.now();
    await createMessageSender(OUTBOX, t.database.db, at(start - 8 * day)).send({
      merchantId: 1,
      channel: 'sms',
      to,
      subject: 'old',
      text: 'old code',
    });
    await createMessageSender(OUTBOX, t.database.db, at(start - 6 * day)).send({
      merchantId: 1,
      channel: 'sms',
      to,
      subject: 'recent',
      text: 'recent code',
    });
    expect((await listed(`?to=${encodeURIComponent(to)}`)).map((m) => m.subject)).toEqual(['recent', 'old']);

    await createMessageSender(OUTBOX, t.database.db, at(start)).send({
      merchantId: 1,
      channel: 'sms',
      to,
      subject: 'new',
      text: 'new code',
    });
    expect((await listed(`?to=${encodeURIComponent(to)}`)).map((m) => m.subject)).toEqual(['new', 'recent']);
  });
});

describe('GET /dev/outbox.json?to=', () => {
  beforeAll(async () => {
    const sender = createMessageSender(OUTBOX, t.database.db, { log: memoryLog().log });
    await sender.send({ merchantId: 2, channel: 'sms', to: '+639181112222', subject: 'a', text: 'for Ana' });
    await sender.send({ merchantId: 2, channel: 'sms', to: '+639183334444', subject: 'b', text: 'for Ben' });
    await sender.send({ merchantId: 2, channel: 'email', to: 'Cora@Example.com', subject: 'c', text: 'for Cora' });
  });

  it('shows only the messages to that address', async () => {
    expect((await listed('?to=%2B639181112222')).map((m) => m.text)).toEqual(['for Ana']);
    expect((await listed('?to=%2B639183334444')).map((m) => m.text)).toEqual(['for Ben']);
  });

  it('reads a number however a developer types it', async () => {
    // A bare '+' in a query string arrives as a space.
    expect((await listed('?to=+639181112222')).map((m) => m.text)).toEqual(['for Ana']);
    expect((await listed('?to=09181112222')).map((m) => m.text)).toEqual(['for Ana']);
    expect((await listed('?to=639181112222')).map((m) => m.text)).toEqual(['for Ana']);
  });

  it('matches e-mail addresses whatever their case', async () => {
    expect((await listed('?to=cora@example.com')).map((m) => m.text)).toEqual(['for Cora']);
  });

  it('answers an empty list for an address with no messages', async () => {
    expect(await listed('?to=nobody@example.com')).toEqual([]);
  });

  it('lists everyone without a filter', async () => {
    const texts = (await listed()).map((m) => m.text);
    expect(texts.slice(0, 3)).toEqual(['for Cora', 'for Ben', 'for Ana']);
  });
});

describe('GET /dev/outbox (HTML)', () => {
  it('shows the messages, escaping everything', async () => {
    await createMessageSender(OUTBOX, t.database.db, { log: memoryLog().log }).send({
      merchantId: 3,
      channel: 'email',
      to: 'eve@example.com',
      subject: '<script>alert("x")</script>',
      text: 'Code <b>777</b> & "more"',
    });
    const res = await dev.inject({ method: 'GET', url: '/dev/outbox?to=eve@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<b>777</b>');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(res.body).toContain('Code &lt;b&gt;777&lt;/b&gt; &amp; &quot;more&quot;');
    expect(res.body).toContain('eve@example.com');
  });

  it('escapes the filter it shows back', async () => {
    const res = await dev.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent('"><img src=x>')}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&quot;&gt;&lt;img src=x&gt;');
  });

  it('lists the newest message first', async () => {
    const sender = createMessageSender(OUTBOX, t.database.db, { log: memoryLog().log });
    await sender.send({ merchantId: 3, channel: 'sms', to: '+639175550000', subject: 'first', text: 'code 100001' });
    await sender.send({ merchantId: 3, channel: 'sms', to: '+639175550000', subject: 'second', text: 'code 100002' });
    const res = await dev.inject({ method: 'GET', url: '/dev/outbox?to=%2B639175550000' });
    expect(res.body.indexOf('code 100002')).toBeGreaterThan(0);
    expect(res.body.indexOf('code 100002')).toBeLessThan(res.body.indexOf('code 100001'));
  });
});

describe('in production', () => {
  it('answers 404 on both pages even when registered, showing no code', async () => {
    await createMessageSender(OUTBOX, t.database.db, { log: memoryLog().log }).send({
      merchantId: 4,
      channel: 'sms',
      to: '+639176660000',
      subject: 'code',
      text: 'secret 909090',
    });
    expect((await listed('?to=%2B639176660000'))[0]?.text).toBe('secret 909090');

    vi.stubEnv('NODE_ENV', 'production');
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=%2B639176660000']) {
      const res = await dev.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('909090');
    }
  });
});

describe('routing by channel', () => {
  it('sends e-mail over SMTP and SMS through the gateway when configured, keeping nothing in the outbox', async () => {
    const smtp = await startSmtpServer();
    const gateway = await startSmsGateway((req) => ({ status: 200, body: semaphoreAccepted(req.form) }));
    try {
      const { log, lines } = memoryLog();
      const sender = createMessageSender(
        {
          messages: {
            email: { transport: 'smtp', url: smtp.url, from: 'Shop <no-reply@shop.test>' },
            sms: { transport: 'http', url: gateway.url, token: 'k-123', senderName: 'SHOP' },
          },
        },
        t.database.db,
        { log },
      );
      await sender.send({ merchantId: 5, channel: 'email', to: 'routed@example.com', subject: 's', text: 'by mail' });
      await sender.send({ merchantId: 5, channel: 'sms', to: '+639170009999', subject: 's', text: 'by sms' });

      expect(smtp.received.map((m) => m.rcptTo)).toEqual([['routed@example.com']]);
      expect(gateway.requests.map((r) => r.form.number)).toEqual(['639170009999']);
      expect(await listed('?to=routed@example.com')).toEqual([]);
      expect(await listed('?to=%2B639170009999')).toEqual([]);
      expect(lines.map((l) => l.fields.transport)).toEqual(['smtp', 'http']);
    } finally {
      await smtp.close();
      await gateway.close();
    }
  });

  it('keeps SMS in the outbox while e-mail goes over SMTP', async () => {
    const smtp = await startSmtpServer();
    try {
      const sender = createMessageSender(
        {
          messages: {
            email: { transport: 'smtp', url: smtp.url, from: 'Shop <no-reply@shop.test>' },
            sms: { transport: 'outbox' },
          },
        },
        t.database.db,
        { log: memoryLog().log },
      );
      await sender.send({ merchantId: 5, channel: 'sms', to: '+639170008888', subject: 's', text: 'kept' });
      expect(smtp.received).toEqual([]);
      expect((await listed('?to=%2B639170008888')).map((m) => m.text)).toEqual(['kept']);
    } finally {
      await smtp.close();
    }
  });
});
