/**
 * "/admin/trainers" (docs/decisions/045-trainer-applications.md): applications to become a trainer,
 * pending first, for admins; approve, decline (with a reason) and withdraw are plain forms posted to
 * the page and handed to the API (which guards, audits and emails), so they work without script.
 */
import { m } from '~/paraglide/messages.js';
import { ApiError } from '~/server/errors';
import type { TrainerFormFailure } from '~/server/forms/trainer-post';
import { trainerApplicationPage } from '~/server/services/trainers/applications';
import { intlLocale } from '~/shared/intl-locale';
import { trainerStatusLabel } from '~/shared/labels/trainer';
import { translate } from '~/shared/messages';
import { can } from '~/shared/policy';
import { pathFor } from '~/shared/routes';
import { TRAINER_APPLICATION_PAGE_SIZE } from '~/shared/schemas/trainers';
import type { TrainerApplicationView } from '~/shared/trainers';
import type { LoaderInput } from './page-request';

/** The list's anchor, where "show older" leads. */
export const TRAINER_LIST_ANCHOR = 'trainer-applications';

export interface TrainerApplicationsInput extends LoaderInput {
  url: URL;
  /** A decision the API refused (decided already, gone, a reason too long). */
  failure: TrainerFormFailure | null;
}

/** What the page shows: `applications` null for a viewer who is no admin (403). */
export async function loadTrainerApplications({ viewer: { actor }, url, db, locale, failure }: TrainerApplicationsInput) {
  const o = { locale };
  if (!can.administerUsers(actor)) return { status: 403, applications: null, moreHref: null, error: null, failure: null, row: () => [] };
  let status = failure?.status ?? 200;
  let error: string | null = null;
  let applications: TrainerApplicationView[] = [];
  let nextCursor: string | null = null;
  try {
    ({ applications, nextCursor } = await trainerApplicationPage(db, {
      cursor: url.searchParams.get('cursor') ?? undefined,
      limit: TRAINER_APPLICATION_PAGE_SIZE,
    }));
  } catch (caught) {
    // A cursor that is no cursor is the visitor's mistake (400); anything else is ours.
    const refused = caught instanceof ApiError && caught.status < 500;
    if (!refused) console.error('trainer applications page failed', caught);
    status = refused ? caught.status : 500;
    error = translate(refused ? caught.code : 'error_unexpected', locale);
  }
  const format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  return {
    status,
    applications,
    error,
    failure,
    moreHref: nextCursor ? `${pathFor('adminTrainers', locale)}?${new URLSearchParams({ cursor: nextCursor })}#${TRAINER_LIST_ANCHOR}` : null,
    /** An application's facts as label and value, in the order the card shows them (the website apart: it is a link). */
    row: (application: TrainerApplicationView): [string, string][] => [
      [m.trainer_admin_status({}, o), trainerStatusLabel(application.status, locale)],
      [m.trainer_admin_member({}, o), `${application.member.displayName} (@${application.member.username}) · ${application.member.email}`],
      [m.trainer_admin_applied({}, o), format.format(new Date(application.createdAt))],
      ...(application.decidedAt ? [[m.trainer_admin_decided({}, o), format.format(new Date(application.decidedAt))] as [string, string]] : []),
      ...(application.reason ? [[m.trainer_admin_reason({}, o), application.reason] as [string, string]] : []),
    ],
  };
}
