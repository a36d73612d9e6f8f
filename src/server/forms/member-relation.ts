/**
 * The buttons of a member page (follow, mute, block and their undoing) as plain forms posted to
 * the page: each goes through the API route that holds the rule, in the viewer's name, so the
 * page works without JavaScript and refuses exactly what the API refuses.
 */
import type { Locale } from '~/shared/enums';
import { translate } from '~/shared/messages';
import { answerErrors, postToApi } from './form-post';

const ACTIONS = {
  follow: ['follow', 'POST'],
  unfollow: ['follow', 'DELETE'],
  mute: ['mute', 'POST'],
  unmute: ['mute', 'DELETE'],
  block: ['block', 'POST'],
  unblock: ['block', 'DELETE'],
} as const;
export type MemberAction = keyof typeof ACTIONS;

export const isMemberAction = (intent: string | undefined): intent is MemberAction => intent !== undefined && Object.hasOwn(ACTIONS, intent);

/** Sends the action; null when the API took it, else the status and the message to show. */
export async function sendMemberAction(
  request: Request,
  username: string,
  action: MemberAction,
  { locale, env, context }: { locale: Locale; env: Env; context: ExecutionContext },
): Promise<{ status: number; message: string } | null> {
  const [relation, method] = ACTIONS[action];
  const answer = await postToApi(request, `/members/${encodeURIComponent(username)}/${relation}`, undefined, locale, env, context, method);
  if (answer.status < 300) return null;
  return { status: answer.status, message: Object.values(answerErrors(answer))[0] || translate('error_unexpected', locale) };
}
