/**
 * "/members/{username}" (docs/decisions/028-network.md): a member's public page for members, with
 * the message of a follow, mute or block the API refused.
 */
import type { LoaderInput } from './page-request';
import { m } from '~/paraglide/messages.js';
import type { PostFailure } from '~/server/forms/page-post';
import { memberProfile } from '~/server/services/network/members';
import { intlLocale } from '~/shared/intl-locale';
import { isMember } from '~/shared/policy';
import { loadOr404 } from './load-or-404';

export interface MemberInput extends LoaderInput {
  username: string;
  /** A button's form the API refused. */
  failure: PostFailure | null;
}

/** What the member page shows; `failure` (and the status) when the member could not be shown. */
export async function loadMember({ viewer: { user, actor }, username, db, locale, failure: posted }: MemberInput) {
  const o = { locale };
  const loaded = user && isMember(actor) ? await loadOr404(() => memberProfile(db, user.id, username), 'member page') : null;
  const member = loaded?.value ?? null;
  const stats: [string, number | null][] = member
    ? [
        [m.member_stat_activities({}, o), member.stats.activitiesCreated],
        [m.member_stat_mastered({}, o), member.stats.activitiesMastered],
        [m.member_stat_posts({}, o), member.stats.posts],
        [m.member_stat_followers({}, o), member.stats.followers],
        [m.member_stat_following({}, o), member.stats.following],
      ]
    : [];
  return {
    status: loaded?.failure ? loaded.status : (posted?.status ?? 200),
    member,
    failure: loaded?.failure ?? null,
    actionError: posted ? (posted.errors.form ?? null) : null,
    stats: stats.filter(([, value]) => value !== null),
    date: (iso: string, style: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocale(locale), style).format(new Date(iso)),
  };
}
