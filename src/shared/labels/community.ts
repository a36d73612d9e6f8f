/** Display texts of the community enums, for the feed's cards and the server-rendered pages alike. */
import { m } from '~/paraglide/messages.js';
import type { Locale, PostType } from '~/shared/enums';
import { labelOf } from './label';

export function postTypeLabel(type: PostType, locale: Locale): string {
  return labelOf({ post: m.post_type_post, question: m.post_type_question, success_story: m.post_type_success_story }, type, locale);
}
