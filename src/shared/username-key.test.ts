import { describe, expect, it } from 'vitest';
import { usernameKey } from './username-key';

describe('usernameKey', () => {
  it('folds capitals beyond ASCII, so Ölaf, ölaf and ÖLAF are one name', () => {
    expect(usernameKey('Ölaf')).toBe('ölaf');
    expect(usernameKey('ölaf')).toBe('ölaf');
    expect(usernameKey('ÖLAF')).toBe('ölaf');
  });

  it('folds compatibility forms: full-width letters, the fi ligature, a decomposed umlaut', () => {
    expect(usernameKey('Ｏｌａｆ')).toBe('olaf');
    expect(usernameKey('ﬁdo')).toBe('fido');
    expect(usernameKey('O\u0308laf')).toBe('ölaf');
  });

  it('lower-cases the Turkish dotted İ to i with a combining dot, so İlker and Ilker stay two names', () => {
    expect(usernameKey('İlker')).toBe('i\u0307lker');
    expect(usernameKey('Ilker')).toBe('ilker');
  });

  it('lower-cases without case folding: ß and ss stay apart', () => {
    expect(usernameKey('STRAẞE')).toBe('straße');
    expect(usernameKey('STRASSE')).toBe('strasse');
  });
});
