/**
 * "/community/network" ("Mein Netzwerk", docs/decisions/028-network.md): the feed of the members one
 * follows, whom one follows, who follows one, and suggestions. The lists page by links (`cursor`
 * for the feed, `following` and `followers` for the lists).
 */
import { loadOrRefused } from './load-or-404';
import type { LoaderInput } from './page-request';
import { m } from '~/paraglide/messages.js';
import { communityPanel } from '~/server/services/community/panel';
import { networkFeed } from '~/server/services/network/feed';
import { followList, suggestions } from '~/server/services/network/lists';
import type { Locale } from '~/shared/enums';
import { intlLocale } from '~/shared/intl-locale';
import type { MemberPage, MemberSummary, NetworkFeedPage, NetworkItem } from '~/shared/network';
import { pathFor } from '~/shared/routes';

export interface NetworkInput extends LoaderInput {
  url: URL;
}

/** What the network page shows; `failed` (and the status) when its lists could not load. */
export async function loadNetwork({ viewer: { user }, url, db, locale }: NetworkInput) {
  const o = { locale };
  const panel = await communityPanel(db, user);
  const params = url.searchParams;
  const here = pathFor('network', locale);
  let feed: NetworkFeedPage | null = null;
  let following: MemberPage | null = null;
  let followers: MemberPage | null = null;
  let suggested: MemberSummary[] = [];
  let status = 200;
  if (panel) {
    const loaded = await loadOrRefused(
      () =>
        Promise.all([
          networkFeed(db, panel.member.id, params.get('cursor') ?? undefined),
          followList(db, panel.member.id, 'following', params.get('following') ?? undefined),
          followList(db, panel.member.id, 'followers', params.get('followers') ?? undefined),
          suggestions(db, panel.member.id),
        ]),
      'network page',
    );
    status = loaded.status;
    if (loaded.value) [feed, following, followers, suggested] = loaded.value;
  }
  const format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  return {
    status,
    failed: status !== 200,
    panel,
    feed,
    suggested,
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
