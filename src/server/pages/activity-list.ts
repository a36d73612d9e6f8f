/** The activity list's page ("/activities", docs/product-rules.md §2): what the page renders besides the first page of cards. */
import { m } from '~/paraglide/messages.js';
import { ACTIVITY_SORTS, type ActivityListChoices, DURATION_FILTER_STEPS } from '~/shared/activity-query';
import { ACTIVITY_LOCATIONS, DIFFICULTIES, LOCALES, type Locale } from '~/shared/enums';
import { difficultyLabel, locationLabel, sortLabel } from '~/shared/labels/activity';

/**
 * The filters' options, labelled here once instead of in the island: the labels never change on
 * the page, and the island's first load stays within the budget (docs/architecture.md §12).
 */
export function activityListChoices(locale: Locale): ActivityListChoices {
  const o = { locale };
  return {
    difficulty: DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: difficultyLabel(difficulty, locale) })),
    duration: DURATION_FILTER_STEPS.map((minutes) => ({ value: minutes, label: m.activity_list_filter_up_to({ minutes }, o) })),
    location: ACTIVITY_LOCATIONS.map((location) => ({ value: location, label: locationLabel(location, locale) })),
    lang: [
      ...LOCALES.map((lang) => ({ value: lang, label: lang === 'de' ? 'Deutsch' : 'English' })),
      { value: 'all', label: m.activity_list_filter_all_languages({}, o) },
    ],
    sort: ACTIVITY_SORTS.map((sort) => ({ value: sort, label: sortLabel(sort, locale) })),
  };
}
