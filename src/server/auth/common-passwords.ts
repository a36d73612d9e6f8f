/**
 * Refuses the passwords attackers try first (docs/decisions/015): the ~49,000 most common ones of
 * zxcvbn-ts's dictionary, compared case-insensitively (the list is lower case, and "Password1"
 * passes the character rule while being among the first guesses). Server only: the list is about
 * 380 KB, so it is imported on first use into its own chunk and never reaches a page's bundle.
 */
import { ApiError } from '~/server/errors';

let common: Promise<Set<string>> | undefined;

const commonPasswords = () => (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** A 400 at the form's password field for a common password, before anything is stored or spent. */
export async function assertUncommonPassword(password: string, field: 'password' | 'newPassword'): Promise<void> {
  if (await isCommonPassword(password)) throw new ApiError(400, 'validation_password_common', field);
}
