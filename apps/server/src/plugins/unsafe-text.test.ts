import { describe, expect, it } from 'vitest';
import { unsafeTextFields } from './unsafe-text';

describe('unsafeTextFields', () => {
  it('names each string holding a NUL or a lone surrogate by its dot path', () => {
    const body = {
      billing: { name: 'A\u0000' },
      products: [{ remarks: 'ok' }, { remarks: '\udfff' }],
      note: 'x\ud800',
    };
    expect(unsafeTextFields(body)).toEqual(['note', 'billing.name', 'products.1.remarks']);
  });

  it('takes whole characters outside the BMP (a surrogate pair) and other controls', () => {
    expect(unsafeTextFields({ name: 'Ana 🍚', tab: 'a\tb', bom: '\ufeff', max: '\u{10ffff}' })).toEqual([]);
  });

  it('names a bad key with its bad characters shown as �, and a bare string as ""', () => {
    expect(unsafeTextFields({ a: { 'k\u0000': 1 } })).toEqual(['a.k\ufffd']);
    expect(unsafeTextFields('\u0000')).toEqual(['']);
  });

  it('walks nesting deeper than the call stack, and skips bytes', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const [path] = unsafeTextFields(deep);
    expect(path).toMatch(/^0\.0\..*…$/);
    expect(path?.length).toBeLessThan(300);
    expect(unsafeTextFields({ file: Buffer.from([0, 0xed, 0xa0, 0x80]) })).toEqual([]);
  });
});
