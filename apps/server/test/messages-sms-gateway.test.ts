import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../src/modules/messages/message';
import { MessageDeliveryError } from '../src/modules/messages/service';
import { createSmsGatewaySender } from '../src/modules/messages/sms-gateway-sender';
import { type GatewayRequest, semaphoreAccepted, startSmsGateway } from './messages-helpers';

const API_KEY = 'sk-live-3f9a1c0d7e5b';
const CODE_SMS: OutgoingMessage = {
  merchantId: 1,
  channel: 'sms',
  to: '+639171234567',
  subject: 'Sign-in code',
  text: 'Your Storefront code is 482913',
};

let gateway: Awaited<ReturnType<typeof startSmsGateway>> | undefined;

afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function failureOf(reply: (r: GatewayRequest) => { status: number; body: unknown } | 'hang', timeoutMs?: number) {
  gateway = await startSmsGateway(reply);
  const sender = createSmsGatewaySender({ url: gateway.url, token: API_KEY, timeoutMs });
  const error = await sender.send(CODE_SMS).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MessageDeliveryError);
  const message = (error as Error).message;
  expect(message).not.toContain(API_KEY);
  expect(message).not.toContain('482913');
  return message;
}

describe('the SMS gateway sender (Semaphore API)', () => {
  it('posts apikey, number, message and sendername to /api/v4/messages', async () => {
    gateway = await startSmsGateway((r) => ({ status: 200, body: semaphoreAccepted(r.form) }));
    await createSmsGatewaySender({ url: gateway.url, token: API_KEY, senderName: 'MYSHOP' }).send(CODE_SMS);

    expect(gateway.requests).toHaveLength(1);
    const request = gateway.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v4/messages');
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.form).toEqual({
      apikey: API_KEY,
      number: '639171234567',
      message: 'Your Storefront code is 482913',
      sendername: 'MYSHOP',
    });
  });

  it('leaves sendername out when none is set, and keeps a path prefix of the gateway URL', async () => {
    gateway = await startSmsGateway((r) => ({ status: 200, body: semaphoreAccepted(r.form) }));
    await createSmsGatewaySender({ url: `${gateway.url}/semaphore/`, token: API_KEY }).send(CODE_SMS);
    expect(gateway.requests[0]?.path).toBe('/semaphore/api/v4/messages');
    expect(gateway.requests[0]?.form).not.toHaveProperty('sendername');
  });

  it('throws on 401, without the API key even when the gateway echoes it', async () => {
    const message = await failureOf((r) => ({
      status: 401,
      body: { message: `Invalid API key ${r.form.apikey} for message ${r.form.message}` },
    }));
    expect(message).toContain('401');
    expect(message).toContain('Invalid API key');
  });

  it('throws on 500', async () => {
    const message = await failureOf(() => ({ status: 500, body: 'Internal Server Error' }));
    expect(message).toContain('500');
  });

  it('throws on a 200 that carries validation errors instead of messages', async () => {
    const message = await failureOf(() => ({ status: 200, body: { number: ['The number format is invalid.'] } }));
    expect(message).toContain('The number format is invalid.');
  });

  it('throws when the gateway reports the message failed', async () => {
    const message = await failureOf((r) => ({ status: 200, body: semaphoreAccepted(r.form, 'Failed') }));
    expect(message).toContain('Failed');
  });

  it('throws on a 200 that is not JSON', async () => {
    await failureOf(() => ({ status: 200, body: '<html>maintenance</html>' }));
  });

  it('gives up after its timeout when the gateway never answers', async () => {
    const started = Date.now();
    const message = await failureOf(() => 'hang', 300);
    expect(message).toMatch(/did not answer within 0.3 s/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('throws when nothing listens at the address', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const sender = createSmsGatewaySender({ url: `http://127.0.0.1:${port}`, token: API_KEY });
    const error = await sender.send(CODE_SMS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessageDeliveryError);
    expect((error as Error).message).toMatch(/could not be reached \(ECONNREFUSED\)/);
    expect((error as Error).message).not.toContain(API_KEY);
  });

  it('refuses a recipient that is not one mobile number, before calling the gateway', async () => {
    gateway = await startSmsGateway((r) => ({ status: 200, body: semaphoreAccepted(r.form) }));
    const sender = createSmsGatewaySender({ url: gateway.url, token: API_KEY });
    for (const to of ['+639171234567,+639180000000', 'juan@example.com', ''])
      await expect(sender.send({ ...CODE_SMS, to })).rejects.toThrow(MessageDeliveryError);
    expect(gateway.requests).toEqual([]);
  });
});
