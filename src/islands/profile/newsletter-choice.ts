/**
 * The newsletter switch's call, loaded with its first change (island-page budget,
 * docs/architecture.md §12). Answers the changed member, or null after a toast that says why.
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import type { PublicUser } from '~/shared/users';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';

export async function saveNewsletterChoice(locale: Locale, user: PublicUser, subscribe: boolean): Promise<PublicUser | null> {
  const contact = { json: { email: user.email, firstName: user.firstName, lastName: user.lastName } };
  try {
    const { api, readJson } = await apiOnDemand(locale);
    return await readJson(await (subscribe ? api.newsletter.subscribe.$post(contact) : api.newsletter.unsubscribe.$post(contact)));
  } catch (error) {
    const o = { locale };
    showToast({ title: m.error_title({}, o), description: errorText(error, m.profile_newsletter_failed({}, o)), variant: 'destructive' });
    return null;
  }
}
