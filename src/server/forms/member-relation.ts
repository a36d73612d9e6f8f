/**
 * The buttons of a member page (follow, mute, block and their undoing) and the follow buttons of the
 * network page's suggestions, as plain forms posted to the page: each goes through the API route
 * that holds the rule, in the viewer's name, so the pages work without JavaScript and refuse
 * exactly what the API refuses.
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

/** A taken action goes back to the page at `anchor`, with the query the page reads afterwards. */
type Done = (username: string) => { anchor: string; query?: Record<string, string> };

/** The handler of one action on the member `usernameOf` names in the form's fields. */
function relationHandler(intent: MemberAction, usernameOf: (fields: Record<string, string>) => string, locale: Locale, done: Done): PostHandler<PostFailure> {
  const [relation, method] = ACTIONS[intent];
  return async (fields, api) => {
    const username = usernameOf(fields);
    const answer = await answerOf(await api.members[':username'][relation][method]({ param: { username } }));
    if (answer.ok) return done(username);
    return { intent, status: answer.status, errors: { form: Object.values(answer.errors)[0] || translate('error_unexpected', locale) } };
  };
}

/** The handlers of the member page's buttons for `username`; a taken action goes back to the page at `anchor`. */
export function memberIntents(username: string, locale: Locale, anchor: string): Record<MemberAction, PostHandler<PostFailure>> {
  const intents = Object.keys(ACTIONS) as MemberAction[];
  return Object.fromEntries(
    intents.map((intent) => [
      intent,
      relationHandler(
        intent,
        () => username,
        locale,
        () => ({ anchor }),
      ),
    ]),
  ) as Record<MemberAction, PostHandler<PostFailure>>;
}

/**
 * The follow buttons of the network page's suggestions: the member is the form's `username`. A
 * follow comes back with `?followed=<username>`, so the page shows whom one now follows, with the
 * undo, although the member is no longer suggested.
 */
export function suggestionIntents(locale: Locale, anchor: string): Record<'follow' | 'unfollow', PostHandler<PostFailure>> {
  const usernameOf = (fields: Record<string, string>) => fields.username ?? '';
  return {
    follow: relationHandler('follow', usernameOf, locale, (username) => ({ anchor, query: { followed: username } })),
    unfollow: relationHandler('unfollow', usernameOf, locale, () => ({ anchor })),
  };
}
