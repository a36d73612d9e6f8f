import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.UTC(2026, 5, 10, 12);
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('says days, then hours, then a few minutes', () => {
    expect(relativeTime(ago(3 * 86_400_000), now, 'de', 'vor wenigen Minuten')).toBe('vor 3 Tagen');
    expect(relativeTime(ago(86_400_000), now, 'de', 'x')).toBe('vor 1 Tag');
    expect(relativeTime(ago(5 * 3_600_000), now, 'de', 'x')).toBe('vor 5 Stunden');
    expect(relativeTime(ago(2 * 3_600_000), now, 'en', 'x')).toBe('2 hours ago');
    expect(relativeTime(ago(20 * 60_000), now, 'de', 'vor wenigen Minuten')).toBe('vor wenigen Minuten');
  });
});
