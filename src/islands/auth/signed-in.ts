import type { StoredUser } from '~/shared/current-user';
import type { Locale } from '~/shared/enums';
import { safeNextPath } from '~/shared/next-path';
import { setCurrentUser } from '~/stores/current-user';
import { toStoredUser } from '~/islands/forms/stored-user';

/** Where to go after login: a page of this site from `?next=`, else Heute. */
const nextPath = (locale: Locale) => safeNextPath(new URLSearchParams(location.search).get('next'), location.origin, locale);

/**
 * The signed-in member goes on; a temporary password from an admin works once: they set their own right away.
 * Loaded once the API said yes, so the route table stays out of the login page's first load.
 */
export function signedIn(user: StoredUser & { passwordResetPath: string | null }, locale: Locale) {
  setCurrentUser(toStoredUser(user));
  location.assign(user.passwordResetPath ?? nextPath(locale));
}
