/**
 * The dog switcher of the activity and training pages: choosing a dog saves it as the member's
 * current dog through the API route the progress writes follow (docs/decisions/022-dogs.md).
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import type { SessionUser } from '~/server/auth/session-user';
import { answerOf } from './page-api';
import type { PostFailure, PostHandler } from './page-post';

/** The switcher's form has no intent: it is the page's other form. */
const DOG_SWITCH = 'dog';

/** The message to show at the switcher when the failed post was the switcher's. */
export const switchErrorOf = (failure: PostFailure | null): string | null => (failure?.intent === DOG_SWITCH ? (failure.errors.form ?? null) : null);

/** Saves the chosen dog and goes back to the switcher at `anchor`, or shows the message there. */
export function switchCurrentDog(user: SessionUser, locale: Locale, anchor: string): PostHandler<PostFailure> {
  return async (fields, api) => {
    const answer = await answerOf(api.users[':userId']['current-dog'].$put({ param: { userId: String(user.id) }, json: { dogId: Number(fields.dogId) } }));
    if (answer.ok) return { anchor };
    return { intent: DOG_SWITCH, status: answer.status, errors: { form: Object.values(answer.errors)[0] || m.dog_switch_failed({}, { locale }) } };
  };
}
