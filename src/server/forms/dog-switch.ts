/**
 * The dog switcher of the activity and training pages: choosing a dog saves it as the member's
 * current dog through the API route the progress writes follow (docs/decisions/022-dogs.md).
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import type { SessionUser } from '~/server/auth/session-user';
import { answerErrors, postToApi } from './form-post';

/** Saves the chosen dog; null when it worked, else the status and the message to show at the switcher. */
export async function switchCurrentDog(
  request: Request,
  fields: Record<string, string>,
  { user, locale, env, context }: { user: SessionUser; locale: Locale; env: Env; context: ExecutionContext },
): Promise<{ status: number; message: string } | null> {
  const answer = await postToApi(request, `/users/${user.id}/current-dog`, { dogId: Number(fields.dogId) }, locale, env, context, 'PUT');
  if (answer.status < 300) return null;
  return { status: answer.status, message: Object.values(answerErrors(answer))[0] || m.dog_switch_failed({}, { locale }) };
}
