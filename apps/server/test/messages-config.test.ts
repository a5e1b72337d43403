import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('message settings', () => {
  it('default to the outbox for both channels', () => {
    expect(loadConfig({}).messages).toEqual({ email: { transport: 'outbox' }, sms: { transport: 'outbox' } });
  });

  it('refuse MESSAGES_EMAIL=smtp without SMTP_URL, also when it is empty', () => {
    expect(() => loadConfig({ MESSAGES_EMAIL: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MESSAGES_EMAIL: 'smtp', SMTP_URL: '' })).toThrow(/SMTP_URL/);
  });

  it('take SMTP with its URL and the default sender', () => {
    expect(
      loadConfig({ MESSAGES_EMAIL: 'smtp', SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).messages.email,
    ).toEqual({
      transport: 'smtp',
      url: 'smtp://user:pass@mail.example.com:587',
      from: 'Storefront <no-reply@storefront.local>',
    });
  });

  it('refuse an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ MESSAGES_EMAIL: 'smtp', SMTP_URL: 'https://mail.example.com' })).toThrow(/smtp:\/\//);
  });

  it('refuse MESSAGES_SMS=http without SMS_GATEWAY_TOKEN', () => {
    expect(() => loadConfig({ MESSAGES_SMS: 'http' })).toThrow(/SMS_GATEWAY_TOKEN/);
  });

  it('take the HTTP gateway with Semaphore as the default address', () => {
    expect(
      loadConfig({ MESSAGES_SMS: 'http', SMS_GATEWAY_TOKEN: 'k', SMS_SENDER_NAME: 'MYSHOP' }).messages.sms,
    ).toEqual({
      transport: 'http',
      url: 'https://api.semaphore.co',
      token: 'k',
      senderName: 'MYSHOP',
    });
  });

  it('refuse unknown transports and over-long sender names', () => {
    expect(() => loadConfig({ MESSAGES_EMAIL: 'sendgrid' })).toThrow();
    expect(() => loadConfig({ MESSAGES_SMS: 'http', SMS_GATEWAY_TOKEN: 'k', SMS_SENDER_NAME: 'TWELVELETTER' })).toThrow(
      /SMS_SENDER_NAME/,
    );
  });
});
