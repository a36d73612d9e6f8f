import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activityListQuery } from '~/shared/schemas/activity';
import { activityListChoices } from './activity-list';

describe("the activity list's filter options", () => {
  it('offers only values the list query accepts, each with a label', () => {
    const choices = activityListChoices('de');
    for (const [filter, options] of Object.entries(choices)) {
      for (const { value, label } of options) {
        expect(v.safeParse(activityListQuery, { [filter]: String(value) }).success, `${filter}=${value}`).toBe(true);
        expect(label.trim()).not.toBe('');
      }
    }
  });

  it("labels them in the page's language", () => {
    expect(activityListChoices('de').sort.find((option) => option.value === 'alphabetical')?.label).not.toBe(
      activityListChoices('en').sort.find((option) => option.value === 'alphabetical')?.label,
    );
    expect(activityListChoices('en').duration[0]?.label).toMatch(/5/);
  });
});
