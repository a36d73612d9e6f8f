import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS, activityKindOf } from '~/shared/activity-kind';
import { seedActivities } from './content';

describe('the demo activities', () => {
  it('each get a kind from their topic, the same in both languages', () => {
    for (const seed of seedActivities) {
      const [de, en] = [seed.de, seed.en].map((text) => activityKindOf({ ...text, location: seed.location }));
      expect(ACTIVITY_KINDS).toContain(de);
      expect({ slug: seed.slug, en }).toEqual({ slug: seed.slug, en: de });
    }
  });
});
