import { describe, expect, it } from 'vitest';
import { countHashtags } from './trending';

describe('countHashtags', () => {
  it('counts each tag once per post, case-insensitively, most used first', () => {
    expect(countHashtags(['#Rückruf klappt! #rückruf', '#leine und #Rückruf', '#leine', 'ohne Tag', '#a'])).toEqual([
      { tag: 'leine', count: 2 },
      { tag: 'rückruf', count: 2 },
    ]);
  });

  it('keeps the top entries only', () => {
    expect(countHashtags(['#eins #zwei #drei'], 2)).toHaveLength(2);
  });
});
