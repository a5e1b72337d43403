import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, readableBackground, readableInk, toHex } from './color';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a) ?? [0, 0, 0], parseHex(b) ?? [0, 0, 0]);

describe('colour contrast', () => {
  it('parses short and long hex', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#FF8A00')).toEqual([255, 138, 0]);
    expect(parseHex('orange')).toBeNull();
    expect(toHex([255, 138, 0])).toBe('#ff8a00');
  });

  it('computes WCAG ratios', () => {
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(ratio('#ff8a00', '#fff')).toBeLessThan(3);
  });

  it('darkens the default orange until white text reaches 4.5:1, keeping it close', () => {
    const fill = readableBackground('#ff8a00', '#fff');
    expect(ratio(fill, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(fill, '#fff')).toBeLessThan(5.2);
    const [r, g, b] = parseHex(fill) ?? [0, 0, 0];
    expect(r).toBeGreaterThan(g);
    expect(b).toBe(0);
  });

  it('lightens a dark fill for dark text', () => {
    const fill = readableBackground('#333333', '#111111');
    expect(ratio(fill, '#111111')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps colours that already pass', () => {
    expect(readableBackground('#1a4d2e', '#ffffff')).toBe('#1a4d2e');
    expect(readableInk('#0b5394')).toBe('#0b5394');
  });

  it('finds an ink readable on white', () => {
    expect(ratio(readableInk('#ffd400'), '#fff')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves unparseable colours alone', () => {
    expect(readableBackground('rebeccapurple', '#fff')).toBe('rebeccapurple');
  });
});
