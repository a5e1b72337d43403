// @vitest-environment happy-dom
/**
 * xendit.js is never loaded here: the script element is caught on its way into <head> and a fake
 * window.Xendit answers as Xendit's would (VERIFIED, IN_REVIEW then the outcome, FAILED, an error).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardRefused } from './paymongo-card';
import {
  createXenditToken,
  loadXendit,
  resetXenditLoader,
  type XenditError,
  type XenditJs,
  type XenditToken,
  type XenditTokenData,
} from './xendit-card';

const XENDIT = { public_key: 'xnd_public_development_abc', js_url: 'https://js.xendit.example/v1/xendit.min.js' };
const CARD = { number: '4000000000001091', expMonth: 3, expYear: 2030, cvc: '123' };

type Answer = (callback: (err: XenditError | null, token?: XenditToken) => void) => void;

/** A fake xendit.js: records the key and the token request, and answers with `answer`. */
function fakeXendit(answer: Answer) {
  const calls: { key?: string; data?: XenditTokenData } = {};
  const fake: XenditJs = {
    setPublishableKey: (key) => {
      calls.key = key;
    },
    card: {
      createToken: (data, callback) => {
        calls.data = data;
        answer(callback);
      },
    },
  };
  return { fake, calls };
}

/** Catches the script element; `finish` plays the browser's part (load with the global set, or error). */
function catchScripts() {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) scripts.push(node);
  });
  return scripts;
}

beforeEach(() => {
  resetXenditLoader();
  delete window.Xendit;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadXendit', () => {
  it('adds one script element for the js_url however often it is asked, and resolves once it ran', async () => {
    const scripts = catchScripts();
    const first = loadXendit(XENDIT.js_url);
    const second = loadXendit(XENDIT.js_url);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(XENDIT.js_url);

    const { fake } = fakeXendit(() => {});
    window.Xendit = fake;
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fake);
    await expect(second).resolves.toBe(fake);
    // Loaded: no new element.
    await expect(loadXendit(XENDIT.js_url)).resolves.toBe(fake);
    expect(scripts).toHaveLength(1);
  });

  it('refuses when the script cannot load, and a later try adds it again', async () => {
    const scripts = catchScripts();
    const first = loadXendit(XENDIT.js_url);
    scripts[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(
      new CardRefused('The card form could not load. Please check your connection and try again.'),
    );
    void loadXendit(XENDIT.js_url);
    expect(scripts).toHaveLength(2);
  });

  it('adds nothing when xendit.js is already on the page', async () => {
    const scripts = catchScripts();
    const { fake } = fakeXendit(() => {});
    window.Xendit = fake;
    await expect(loadXendit(XENDIT.js_url)).resolves.toBe(fake);
    expect(scripts).toHaveLength(0);
  });
});

describe('createXenditToken', () => {
  it("sends the card with the public key and answers a VERIFIED token's id and authentication", async () => {
    const { fake, calls } = fakeXendit((cb) =>
      cb(null, { id: 'tok_123456', status: 'VERIFIED', authentication_id: 'auth_123456' }),
    );
    window.Xendit = fake;
    const onAuthenticate = vi.fn();
    await expect(createXenditToken(XENDIT, CARD, 250.5, { onAuthenticate })).resolves.toEqual({
      tokenId: 'tok_123456',
      authenticationId: 'auth_123456',
    });
    expect(calls.key).toBe(XENDIT.public_key);
    expect(calls.data).toEqual({
      amount: 250.5,
      card_number: '4000000000001091',
      card_exp_month: '03',
      card_exp_year: '2030',
      card_cvn: '123',
      is_multiple_use: false,
      should_authenticate: true,
      currency: 'PHP',
    });
    expect(onAuthenticate).not.toHaveBeenCalled();
  });

  it("shows the bank's 3-D Secure page while IN_REVIEW, then takes the outcome of the second call back", async () => {
    let callback: Parameters<Answer>[0] = () => {};
    const { fake } = fakeXendit((cb) => {
      callback = cb;
      cb(null, { id: 'tok_123456', status: 'IN_REVIEW', payer_authentication_url: 'https://3ds.example/abc' });
    });
    window.Xendit = fake;
    const onAuthenticate = vi.fn();
    const token = createXenditToken(XENDIT, CARD, 100, { onAuthenticate });
    await vi.waitFor(() => expect(onAuthenticate).toHaveBeenCalledWith('https://3ds.example/abc'));

    callback(null, { id: 'tok_123456', status: 'VERIFIED', authentication_id: 'auth_999999' });
    await expect(token).resolves.toEqual({ tokenId: 'tok_123456', authenticationId: 'auth_999999' });
  });

  it("refuses with Xendit's reason: a FAILED token, an error, or none given", async () => {
    window.Xendit = fakeXendit((cb) =>
      cb(null, { id: 'tok_123456', status: 'FAILED', failure_reason: 'AUTHENTICATION_FAILED' }),
    ).fake;
    await expect(createXenditToken(XENDIT, CARD, 100, { onAuthenticate: vi.fn() })).rejects.toThrow(
      new CardRefused('AUTHENTICATION_FAILED'),
    );

    window.Xendit = fakeXendit((cb) => cb({ error_code: 'VALIDATION_ERROR', message: 'Card number is invalid' })).fake;
    const refused = createXenditToken(XENDIT, CARD, 100, { onAuthenticate: vi.fn() });
    await expect(refused).rejects.toBeInstanceOf(CardRefused);
    await expect(refused).rejects.toThrow('Card number is invalid');

    window.Xendit = fakeXendit((cb) => cb(null, { id: 'tok_123456', status: 'FAILED' })).fake;
    await expect(createXenditToken(XENDIT, CARD, 100, { onAuthenticate: vi.fn() })).rejects.toThrow(
      'Please check your card details.',
    );
  });

  it('gives up when the customer closes the 3-D Secure page, and ignores a late answer', async () => {
    let callback: Parameters<Answer>[0] = () => {};
    window.Xendit = fakeXendit((cb) => {
      callback = cb;
      cb(null, { id: 'tok_123456', status: 'IN_REVIEW', payer_authentication_url: 'https://3ds.example/abc' });
    }).fake;
    const controller = new AbortController();
    const onAuthenticate = vi.fn();
    const token = createXenditToken(XENDIT, CARD, 100, { onAuthenticate, signal: controller.signal });
    await vi.waitFor(() => expect(onAuthenticate).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(token).rejects.toThrow(new CardRefused('Your card was not verified. Please try again.'));
    callback(null, { id: 'tok_123456', status: 'IN_REVIEW', payer_authentication_url: 'https://3ds.example/abc' });
    expect(onAuthenticate).toHaveBeenCalledTimes(1);
  });
});
