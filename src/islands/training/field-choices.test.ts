import { describe, expect, it } from 'vitest';
import { fieldChoicesKey, fieldChoicesOf, fieldChoicesText } from './field-choices';

describe('the place and distraction field mode remembers', () => {
  it('are kept per dog', () => {
    expect(fieldChoicesKey(7)).not.toBe(fieldChoicesKey(8));
  });

  it('come back as they were kept', () => {
    expect(fieldChoicesOf(fieldChoicesText('park', 'high'))).toEqual({ setting: 'park', distraction: 'high' });
  });

  it('keep only what a form sends as a choice; a blank choice is none', () => {
    expect(fieldChoicesOf(fieldChoicesText('"] , x', null))).toEqual({ setting: null, distraction: null });
    expect(fieldChoicesOf(fieldChoicesText('garden', ''))).toEqual({ setting: 'garden', distraction: null });
  });

  it('read anything that is not theirs as nothing', () => {
    for (const text of [null, '', 'not json', '42', 'null', '{"setting":["park"]}']) {
      expect(fieldChoicesOf(text)).toEqual({ setting: null, distraction: null });
    }
  });
});
