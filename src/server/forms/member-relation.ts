/**
 * The buttons of a member page (follow, mute, block and their undoing) as plain forms posted to
 * the page: each goes through the API route that holds the rule, in the viewer's name, so the
 * page works without JavaScript and refuses exactly what the API refuses.
 */
import type { Locale } from '~/shared/enums';
import { translate } from '~/shared/messages';
import { answerOf } from './page-api';
import type { PostFailure, PostHandler } from './page-post';

const ACTIONS = {
  follow: ['follow', '$post'],
  unfollow: ['follow', '$delete'],
  mute: ['mute', '$post'],
  unmute: ['mute', '$delete'],
  block: ['block', '$post'],
  unblock: ['block', '$delete'],
} as const;
type MemberAction = keyof typeof ACTIONS;

/** The handlers of the member page's buttons for `username`; a taken action goes back to the page at `anchor`. */
export function memberIntents(username: string, locale: Locale, anchor: string): Record<MemberAction, PostHandler<PostFailure>> {
  const send =
    ([relation, method]: (typeof ACTIONS)[MemberAction], intent: MemberAction): PostHandler<PostFailure> =>
    async (_fields, api) => {
      const answer = await answerOf(await api.members[':username'][relation][method]({ param: { username } }));
      if (answer.ok) return { anchor };
      return { intent, status: answer.status, errors: { form: Object.values(answer.errors)[0] || translate('error_unexpected', locale) } };
    };
  return Object.fromEntries(Object.entries(ACTIONS).map(([intent, call]) => [intent, send(call, intent as MemberAction)])) as Record<
    MemberAction,
    PostHandler<PostFailure>
  >;
}
