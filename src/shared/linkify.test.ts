import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http(s) addresses into links and keeps the rest as text', () => {
    expect(linkify('Schau mal: https://rudel.example/tipps. Toll!')).toEqual([
      { text: 'Schau mal: ' },
      { href: 'https://rudel.example/tipps', text: 'https://rudel.example/tipps' },
      { text: '. Toll!' },
    ]);
  });

  it('leaves other schemes and markup as text', () => {
    expect(linkify('javascript:alert(1) <b>fett</b>')).toEqual([{ text: 'javascript:alert(1) <b>fett</b>' }]);
  });
});
