/** Display texts of the network's enums (docs/decisions/052-finding-people.md). */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import type { SuggestionReason } from '~/shared/network';
import { labelOf } from './label';

/** Why a member is suggested, shown under their name. */
export function suggestionReasonLabel(reason: SuggestionReason, locale: Locale): string {
  return labelOf(
    {
      training: m.network_suggestion_reason_training,
      breed: m.network_suggestion_reason_breed,
      place: m.network_suggestion_reason_place,
      popular: m.network_suggestion_reason_popular,
    },
    reason,
    locale,
  );
}
