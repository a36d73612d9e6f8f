/**
 * "/admin/deliveries" (docs/decisions/040-delivery-queue.md): the emails and pushes that failed every
 * try of the delivery Queue, newest first, for admins; each is sent again by a plain form posted to
 * the page and handed to the API (which guards, audits and queues it), so it works without script.
 */
import type { LoaderInput } from './page-request';
import { m } from '~/paraglide/messages.js';
import { type DeadLetterView, deadLetterPage } from '~/server/delivery/dead-letters';
import { ApiError } from '~/server/errors';
import { answerOf } from '~/server/forms/page-api';
import type { PostFailure, PostHandler } from '~/server/forms/page-post';
import type { Locale } from '~/shared/enums';
import { intlLocale } from '~/shared/intl-locale';
import { translate } from '~/shared/messages';
import { can } from '~/shared/policy';
import { pathFor } from '~/shared/routes';

/** Where the page goes back to after a letter was sent again: the list. */
export const DELIVERIES_ANCHOR = 'dead-letters';

/** The page's one form: send letter `id` again, through the API in the admin's name. */
export function deliveryIntents(locale: Locale): Record<'retry', PostHandler<PostFailure>> {
  return {
    retry: async ({ id = '' }, api) => {
      const answer = await answerOf(api.admin['dead-letters'][':id'].retry.$post({ param: { id } }));
      if (answer.ok) return { anchor: DELIVERIES_ANCHOR };
      return { intent: 'retry', status: answer.status, errors: { form: Object.values(answer.errors)[0] || translate('error_unexpected', locale) } };
    },
  };
}

export interface DeliveriesInput extends LoaderInput {
  url: URL;
  /** The retry the API refused (a letter already sent again, or gone). */
  failure: PostFailure | null;
}

/** What the page shows: `letters` null for a viewer who is no admin (403), `error` for a refused retry or cursor. */
export async function loadDeliveries({ viewer: { actor }, url, db, locale, failure }: DeliveriesInput) {
  const o = { locale };
  if (!can.administerUsers(actor)) return { status: 403, letters: null, moreHref: null, error: null, row: () => [] };
  let status = failure?.status ?? 200;
  let error = failure ? (failure.errors.form ?? translate('error_unexpected', locale)) : null;
  let letters: DeadLetterView[] = [];
  let nextCursor: string | null = null;
  try {
    ({ deadLetters: letters, nextCursor } = await deadLetterPage(db, url.searchParams.get('cursor') ?? undefined));
  } catch (caught) {
    // A cursor that is no cursor is the visitor's mistake (400); anything else is ours.
    const refused = caught instanceof ApiError && caught.status < 500;
    if (!refused) console.error('deliveries page failed', caught);
    status = refused ? caught.status : 500;
    error = translate(refused ? caught.code : 'error_unexpected', locale);
  }
  const format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const kind = { mail: m.deliveries_kind_mail({}, o), push: m.deliveries_kind_push({}, o) };
  return {
    status,
    letters,
    error,
    moreHref: nextCursor ? `${pathFor('deadLetters', locale)}?${new URLSearchParams({ cursor: nextCursor })}#${DELIVERIES_ANCHOR}` : null,
    /** A letter's facts as label and value, in the order the card shows them. */
    row: (letter: DeadLetterView): [string, string][] => [
      [m.deliveries_kind({}, o), kind[letter.kind as keyof typeof kind] ?? letter.kind],
      [m.deliveries_recipient({}, o), letter.recipient],
      [m.deliveries_subject({}, o), letter.subject],
      [m.deliveries_error({}, o), letter.error ?? m.deliveries_error_none({}, o)],
      [m.deliveries_tries({}, o), String(letter.attempts)],
      [m.deliveries_dead_at({}, o), format.format(letter.deadAt)],
    ],
  };
}
