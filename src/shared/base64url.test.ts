import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url';

describe('base64url', () => {
  it('uses - and _ and no padding, and reads back the same bytes', () => {
    const bytes = Uint8Array.from([251, 255, 191, 0, 1]);
    expect(toBase64url(bytes)).toBe('-_-_AAE');
    expect([...fromBase64url('-_-_AAE')]).toEqual([...bytes]);
  });

  it('reads padded text too, and refuses what is not base64url', () => {
    expect([...fromBase64url('YQ==')]).toEqual([97]);
    expect(() => fromBase64url('no spaces!')).toThrow();
  });
});
