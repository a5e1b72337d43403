import { describe, expect, it } from 'vitest';
import { cookieValue, formatPositionCookie, parsePositionCookie } from './page-cookies';

describe('the page cookies', () => {
  it('carry a position the server reads back to the very numbers the client sends', () => {
    for (const position of [
      { lat: 14.5547, lng: 121.0244 },
      { lat: -33.8688, lng: 151.2093 },
      { lat: 1e-7, lng: 0 },
    ])
      expect(parsePositionCookie(formatPositionCookie(position))).toEqual(position);
  });

  it('read no position from anything else', () => {
    for (const value of [undefined, '', '14.5', '91,0', '0,181', 'NaN,1', '1,2,3', '0x10,1', ' 1,2', '1,Infinity'])
      expect(parsePositionCookie(value)).toBeNull();
  });

  it('are found by exact name in a Cookie header, decoded', () => {
    const header = 'xcart_uuid=no; cart_uuid=abc; storefront_position=14.5547%2C121.0244; bad=%E0%A4%A';
    expect(cookieValue(header, 'cart_uuid')).toBe('abc');
    expect(cookieValue(header, 'storefront_position')).toBe('14.5547,121.0244');
    expect(cookieValue(header, 'bad')).toBeNull();
    expect(cookieValue(header, 'missing')).toBeNull();
    expect(cookieValue(undefined, 'cart_uuid')).toBeNull();
  });
});
