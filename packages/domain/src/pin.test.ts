import { describe, expect, it } from 'vitest';
import { isValidPin, lockedForSeconds, lockoutEnd, resendWaitSeconds } from './pin';

const at = (s: string) => new Date(`2026-11-23T${s}+08:00`);

describe('PIN rules', () => {
  it('takes exactly four digits', () => {
    expect(isValidPin('0123')).toBe(true);
    for (const bad of ['', '123', '12345', '12a4', ' 123', '１２３４']) expect(isValidPin(bad)).toBe(false);
  });

  it('locks the account for 15 minutes', () => {
    const state = { failures: 0, lockedUntil: lockoutEnd(at('10:00:00')) };
    expect(state.lockedUntil).toEqual(at('10:15:00'));
    expect(lockedForSeconds(state, at('10:00:00'))).toBe(900);
    expect(lockedForSeconds(state, at('10:14:59'))).toBe(1);
    expect(lockedForSeconds(state, at('10:15:00'))).toBe(0);
  });

  it('is not locked without a lock time', () => {
    expect(lockedForSeconds({ failures: 3, lockedUntil: null }, at('10:00:00'))).toBe(0);
  });
});

describe('OTP resend cooldown', () => {
  it('waits 60 seconds between codes', () => {
    expect(resendWaitSeconds(null, at('10:00:00'))).toBe(0);
    expect(resendWaitSeconds(at('10:00:00'), at('10:00:00'))).toBe(60);
    expect(resendWaitSeconds(at('10:00:00'), at('10:00:59.500'))).toBe(1);
    expect(resendWaitSeconds(at('10:00:00'), at('10:01:00'))).toBe(0);
  });
});
