/** Display texts of the activity enums, in one place for cards, filters and forms. */
import { m } from '~/paraglide/messages.js';
import type { ActivityLocation, Difficulty, Locale } from '~/shared/enums';
import type { ActivitySort } from '~/shared/schemas/activity';

export function difficultyLabel(difficulty: Difficulty, locale: Locale): string {
  const o = { locale };
  return { beginner: m.activity_difficulty_beginner, intermediate: m.activity_difficulty_intermediate, advanced: m.activity_difficulty_advanced }[difficulty](
    {},
    o,
  );
}

export function locationLabel(location: ActivityLocation, locale: Locale): string {
  const o = { locale };
  return { indoor: m.activity_location_indoor, outdoor: m.activity_location_outdoor, both: m.activity_location_both }[location]({}, o);
}

export function sortLabel(sort: ActivitySort, locale: Locale): string {
  const o = { locale };
  return {
    newest: m.activity_list_sort_newest,
    oldest: m.activity_list_sort_oldest,
    popular: m.activity_list_sort_popular,
    completed: m.activity_list_sort_completed,
    alphabetical: m.activity_list_sort_alphabetical,
    difficulty: m.activity_list_sort_difficulty,
  }[sort]({}, o);
}
