import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS, activityKindOf } from '~/shared/activity-kind';
import { QUESTION_TITLE_MAX, QUESTION_TITLE_MIN } from '~/shared/schemas/community';
import { seedActivities, seedPosts } from './content';

describe('the demo activities', () => {
  it('each get a kind from their topic, the same in both languages', () => {
    for (const seed of seedActivities) {
      const [de, en] = [seed.de, seed.en].map((text) => activityKindOf({ ...text, location: seed.location }));
      expect(ACTIVITY_KINDS).toContain(de);
      expect({ slug: seed.slug, en }).toEqual({ slug: seed.slug, en: de });
    }
  });
});

describe('the demo questions', () => {
  const questions = seedPosts.filter((post) => post.type === 'question');

  it('each have a title the question form would take', () => {
    for (const { slug, title = '' } of questions) {
      expect({ slug, fits: title.length >= QUESTION_TITLE_MIN && title.length <= QUESTION_TITLE_MAX }).toEqual({ slug, fits: true });
    }
  });

  it('include an answered question in each language', () => {
    expect(new Set(questions.filter((post) => post.acceptedComment !== undefined).map((post) => post.lang))).toEqual(new Set(['de', 'en']));
  });
});
