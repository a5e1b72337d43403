import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageDeliveryError } from '../src/modules/messages/service';
import { createSmtpSender } from '../src/modules/messages/smtp-sender';
import { bodyOf, headersOf, startSmtpServer } from './messages-helpers';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer({ user: 'shop', pass: 'p@ss word' });
});

afterAll(() => smtp.close());

describe('the SMTP sender', () => {
  it('delivers from MAIL_FROM to the customer with the subject and text, signed in with the URL credentials', async () => {
    const sender = createSmtpSender({ url: smtp.url, from: 'Storefront <no-reply@storefront.local>' });
    await sender.send({
      merchantId: 1,
      channel: 'email',
      to: 'juan@example.com',
      subject: 'Your verification code',
      text: 'Your code is 123456. It expires in 5 minutes.',
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    if (!mail) throw new Error('no mail');
    expect(mail.user).toBe('shop');
    expect(mail.mailFrom).toBe('no-reply@storefront.local');
    expect(mail.rcptTo).toEqual(['juan@example.com']);
    const headers = headersOf(mail.raw);
    expect(headers.from).toBe('Storefront <no-reply@storefront.local>');
    expect(headers.to).toBe('juan@example.com');
    expect(headers.subject).toBe('Your verification code');
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(bodyOf(mail.raw)).toBe('Your code is 123456. It expires in 5 minutes.');
  });

  it('throws, without the password, when the server refuses the sign-in', async () => {
    const url = smtp.url.replace(encodeURIComponent('p@ss word'), 'wrong-secret-pw');
    const sender = createSmtpSender({ url, from: 'no-reply@storefront.local' });
    const error = await sender
      .send({ merchantId: 1, channel: 'email', to: 'juan@example.com', subject: 's', text: 'code 1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessageDeliveryError);
    expect((error as Error).message).toMatch(/SMTP/);
    expect((error as Error).message).not.toContain('wrong-secret-pw');
    expect((error as Error).message).not.toContain('code 1');
  });

  it('throws when nothing listens at the address', async () => {
    const port = await closedPort();
    const sender = createSmtpSender({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@storefront.local' });
    await expect(
      sender.send({ merchantId: 1, channel: 'email', to: 'juan@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow(MessageDeliveryError);
  });

  it('gives up on a server that accepts the connection but never greets', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const sender = createSmtpSender({ url: `smtp://127.0.0.1:${port}`, from: 'x@y.test', timeoutMs: 300 });
      const started = Date.now();
      await expect(
        sender.send({ merchantId: 1, channel: 'email', to: 'juan@example.com', subject: 's', text: 't' }),
      ).rejects.toThrow(MessageDeliveryError);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
