import { describe, expect, it } from 'vitest';
import { hashtagsOf, linkify, mentionedUsernames } from './linkify';

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

describe('mentions', () => {
  it('turns @username into a mention, not inside an email address or a word, without the full stop after it', () => {
    expect(linkify('Danke @anna_m. Frag auch @Tom-K, nicht mail@rudel.example oder x@y')).toEqual([
      { text: 'Danke ' },
      { mention: 'anna_m', text: '@anna_m' },
      { text: '. Frag auch ' },
      { mention: 'Tom-K', text: '@Tom-K' },
      { text: ', nicht mail@rudel.example oder x@y' },
    ]);
  });

  it('keeps a mention in an address part of the address', () => {
    expect(linkify('https://rudel.example/@anna')).toEqual([{ href: 'https://rudel.example/@anna', text: 'https://rudel.example/@anna' }]);
  });

  it('names each mentioned member once, up to the limit', () => {
    expect(mentionedUsernames('@Anna @anna @bernd @carla', 2)).toEqual(['anna', 'bernd']);
    expect(mentionedUsernames('@jörg!', 10)).toEqual(['jörg']);
  });

  it('names a member once however the mention spells the name (capitals beyond ASCII, full-width letters)', () => {
    expect(mentionedUsernames('@Ölaf @ölaf @ＯＬＡＦ', 10)).toEqual(['ölaf', 'olaf']);
  });
});

describe('hashtags', () => {
  it('turns #tags into tag parts, keyed in lower case, not inside a word, an address or an entity', () => {
    expect(linkify('Heute #Rückruf geübt, Nr#12 und https://rudel.example/#leine &#38; #a #Leine_2!')).toEqual([
      { text: 'Heute ' },
      { tag: 'rückruf', text: '#Rückruf' },
      { text: ' geübt, Nr#12 und ' },
      { href: 'https://rudel.example/#leine', text: 'https://rudel.example/#leine' },
      { text: ' &#38; #a ' },
      { tag: 'leine_2', text: '#Leine_2' },
      { text: '!' },
    ]);
  });

  it('lists a text’s distinct tags in order', () => {
    expect(hashtagsOf('#Leine, #rückruf und nochmal #leine')).toEqual(['leine', 'rückruf']);
  });

  it('ignores a tag longer than 40 characters', () => {
    expect(hashtagsOf(`#${'a'.repeat(41)}`)).toEqual([]);
  });
});
