/**
 * "/community/network" ("Mein Netzwerk", docs/decisions/028-network.md): the feed of the members one
 * follows, whom one follows, who follows one, and suggestions. The lists page by links (`cursor`
 * for the feed, `following` and `followers` for the lists).
 */
import { loadOrRefused } from './load-or-404';
import type { LoaderInput } from './page-request';
import { m } from '~/paraglide/messages.js';
import type { PostFailure } from '~/server/forms/page-post';
import { communityPanel } from '~/server/services/community/panel';
import { networkFeed } from '~/server/services/network/feed';
import { followList } from '~/server/services/network/lists';
import { followedMember, suggestions } from '~/server/services/network/suggestions';
import type { Locale } from '~/shared/enums';
import { intlLocale } from '~/shared/intl-locale';
import { suggestionReasonLabel } from '~/shared/labels/network';
import type { MemberPage, MemberSuggestion, MemberSummary, NetworkFeedPage, NetworkItem } from '~/shared/network';
import { pathFor } from '~/shared/routes';

export interface NetworkInput extends LoaderInput {
  url: URL;
  /** A suggestion's follow (or its undo) the API refused. */
  failure?: PostFailure | null;
}

/** What the network page shows; `failed` (and the status) when its lists could not load. */
export async function loadNetwork({ viewer: { user }, url, db, locale, failure = null }: NetworkInput) {
  const o = { locale };
  const panel = await communityPanel(db, user);
  const params = url.searchParams;
  const here = pathFor('network', locale);
  let feed: NetworkFeedPage | null = null;
  let following: MemberPage | null = null;
  let followers: MemberPage | null = null;
  let suggested: MemberSuggestion[] = [];
  let justFollowed: MemberSummary | null = null;
  let status = failure?.status ?? 200;
  let failed = false;
  if (panel) {
    const followed = params.get('followed');
    const loaded = await loadOrRefused(
      () =>
        Promise.all([
          networkFeed(db, panel.member.id, params.get('cursor') ?? undefined),
          followList(db, panel.member.id, 'following', params.get('following') ?? undefined),
          followList(db, panel.member.id, 'followers', params.get('followers') ?? undefined),
          suggestions(db, panel.member.id),
          followed ? followedMember(db, panel.member.id, followed) : null,
        ]),
      'network page',
    );
    if (loaded.value) [feed, following, followers, suggested, justFollowed] = loaded.value;
    else [status, failed] = [loaded.status, true];
  }
  const format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  return {
    status,
    failed,
    panel,
    feed,
    /** The rows of the suggestions: the member just followed (with the undo) first, then each suggestion with its reason. */
    suggestionRows: [
      ...(justFollowed ? [{ member: justFollowed, following: true, why: null }] : []),
      ...suggested.map((member) => ({ member, following: false, why: suggestionReasonLabel(member.reason, locale) })),
    ],
    suggestionError: failure ? (failure.errors.form ?? null) : null,
    lists: [
      { id: 'following', title: m.network_following_title({}, o), page: following, none: m.network_following_none({}, o) },
      { id: 'followers', title: m.network_followers_title({}, o), page: followers, none: m.network_followers_none({}, o) },
    ],
    when: (iso: string) => format.format(new Date(iso)),
    moreHref: (name: string, cursor: string, anchor: string) => `${here}?${new URLSearchParams({ [name]: cursor })}#${anchor}`,
    headline: (item: NetworkItem) => headline(item, locale),
  };
}

/** The line above an item of the feed: who did what. */
function headline(item: NetworkItem, locale: Locale): string {
  const o = { locale };
  const name = item.member.displayName;
  if (item.kind === 'activity') return m.network_item_activity({ name }, o);
  if (item.kind === 'post') return m.network_item_post({ name }, o);
  return m.network_item_milestone({ name, dog: item.milestone.dogName, activity: item.milestone.activityTitle }, o);
}
