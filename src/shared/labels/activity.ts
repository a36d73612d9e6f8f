/** Display texts of the activity enums, in one place for cards, filters, forms and the activity page. */
import { m } from '~/paraglide/messages.js';
import type { ActivityKind } from '~/shared/activity-kind';
import type { ActivityLocation, Difficulty, Locale } from '~/shared/enums';
import type { ActivitySort } from '~/shared/activity-query';
import { labelOf } from './label';

export function difficultyLabel(difficulty: Difficulty, locale: Locale): string {
  return labelOf(
    { beginner: m.activity_difficulty_beginner, intermediate: m.activity_difficulty_intermediate, advanced: m.activity_difficulty_advanced },
    difficulty,
    locale,
  );
}

export function locationLabel(location: ActivityLocation, locale: Locale): string {
  return labelOf({ indoor: m.activity_location_indoor, outdoor: m.activity_location_outdoor, both: m.activity_location_both }, location, locale);
}

export function kindLabel(kind: ActivityKind, locale: Locale): string {
  return labelOf(
    {
      'nose-work': m.activity_kind_nose_work,
      tricks: m.activity_kind_tricks,
      'lead-walking': m.activity_kind_lead_walking,
      recall: m.activity_kind_recall,
      calm: m.activity_kind_calm,
      'body-awareness': m.activity_kind_body_awareness,
      puppy: m.activity_kind_puppy,
      enrichment: m.activity_kind_enrichment,
      retrieving: m.activity_kind_retrieving,
      'impulse-control': m.activity_kind_impulse_control,
      indoor: m.activity_kind_indoor,
      outdoor: m.activity_kind_outdoor,
    },
    kind,
    locale,
  );
}

export function sortLabel(sort: ActivitySort, locale: Locale): string {
  return labelOf(
    {
      relevance: m.activity_list_sort_relevance,
      newest: m.activity_list_sort_newest,
      oldest: m.activity_list_sort_oldest,
      popular: m.activity_list_sort_popular,
      completed: m.activity_list_sort_completed,
      alphabetical: m.activity_list_sort_alphabetical,
      difficulty: m.activity_list_sort_difficulty,
    },
    sort,
    locale,
  );
}
