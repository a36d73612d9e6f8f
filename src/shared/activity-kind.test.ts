import { describe, expect, it } from 'vitest';
import { activityKindOf, type KindSource } from './activity-kind';

const activity = (fields: Partial<KindSource>): KindSource => ({ tags: [], title: '', ...fields });

describe('activityKindOf', () => {
  it.each([
    ['a German tag stem matches its compounds', { tags: ['nasenarbeit'] }, 'nose-work'],
    ['an English tag', { tags: ['loose lead'] }, 'lead-walking'],
    ['words at the start of a word only ("versuchen" is no search)', { title: 'Versuchen wir es', location: 'indoor' }, 'indoor'],
    ['tags outweigh the title', { tags: ['rückruf'], title: 'Tricks im Park' }, 'recall'],
    ['the title outweighs the description', { title: 'Pfote geben', description: 'Ruhe und Entspannung' }, 'tricks'],
    ['a tie goes to the kind listed first', { tags: ['leine', 'rückruf'] }, 'lead-walking'],
    ['upper case and umlauts', { title: 'KÖRPERGEFÜHL auf dem Cavaletti' }, 'body-awareness'],
    ['a puppy course', { tags: ['welpen'], title: 'Welpenstart' }, 'puppy'],
    ['a place is the last resort, indoors', { title: 'Etwas Neues', location: 'indoor' }, 'indoor'],
    ['a place is the last resort, outdoors or both', { title: 'Etwas Neues', location: 'both' }, 'outdoor'],
  ] as const)('%s', (_, fields, kind) => {
    expect(activityKindOf(activity(fields))).toBe(kind);
  });

  it("keeps the author's choice over every word", () => {
    expect(activityKindOf(activity({ kind: 'calm', tags: ['tricks', 'pfote'] }))).toBe('calm');
  });
});
