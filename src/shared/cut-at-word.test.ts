import { describe, expect, it } from 'vitest';
import { cutAtWord, firstLineOf } from './cut-at-word';

describe('cutAtWord', () => {
  it('keeps a quote that fits as it is', () => {
    expect(cutAtWord('Lockere Leine klappt', 20)).toBe('Lockere Leine klappt');
  });

  it('cuts before the word that no longer fits and adds an ellipsis', () => {
    expect(cutAtWord('Lockere Leine klappt jetzt', 18)).toBe('Lockere Leine…');
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(cutAtWord('Lockere Leine klappt', 13)).toBe('Lockere Leine…');
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(cutAtWord('Sitz, Platz, Bleib und mehr', 13)).toBe('Sitz, Platz…');
  });

  it('cuts a single overlong word inside it', () => {
    expect(cutAtWord('Leinenführigkeitstraining', 10)).toBe('Leinenfüh…');
  });

  it('reads line breaks as spaces', () => {
    expect(cutAtWord('Erste Zeile\n\nzweite Zeile', 30)).toBe('Erste Zeile zweite Zeile');
  });
});

describe('firstLineOf', () => {
  it('takes the first line only', () => {
    expect(firstLineOf('Zieht an der Leine?\nEr ist zwei Jahre alt.', 150)).toBe('Zieht an der Leine?');
  });

  it('skips blank lines at the start', () => {
    expect(firstLineOf('\n  \nHallo zusammen', 150)).toBe('Hallo zusammen');
  });

  it('cuts a long first line at a word', () => {
    expect(firstLineOf('Lockere Leine klappt jetzt\nmehr', 18)).toBe('Lockere Leine…');
  });
});
