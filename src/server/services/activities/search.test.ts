import { describe, expect, it } from 'vitest';
import { searchQuery } from './search';

describe('searchQuery', () => {
  it('quotes each word of three or more characters and joins them with AND', () => {
    expect(searchQuery('Schnüffel  Teppich')).toBe('"Schnüffel" AND "Teppich"');
    expect(searchQuery('ab Leine')).toBe('"Leine"');
  });

  it('keeps FTS5 syntax in the input as plain words', () => {
    expect(searchQuery('"NEAR(x y)" OR title:* -')).toBe('"NEAR" AND "title"');
  });

  it("limits a visitor's words to the title, description and tags", () => {
    expect(searchQuery('Schnüffel Teppich', { visitor: true })).toBe('{title description tags} : "Schnüffel" AND {title description tags} : "Teppich"');
  });

  it('matches any word in the named columns for similar questions', () => {
    expect(searchQuery('Zieht an der Leine', { columns: '{title}', anyWord: true })).toBe('{title} : "Zieht" OR {title} : "der" OR {title} : "Leine"');
  });

  it('answers null when nothing searchable is left', () => {
    expect(searchQuery('a b !!')).toBeNull();
  });
});
