/**
 * "/community/highscore" (docs/decisions/051-highscore.md): this week's or all-time ranking of dogs
 * whose owners share milestones, for everyone or for the members one follows, switched by plain
 * links. A member for whom it is still locked (docs/product-rules.md §6) sees why and how to unlock
 * it instead, before any tap; the API refuses them the same way.
 */
import { loadOrRefused } from './load-or-404';
import type { LoaderInput } from './page-request';
import * as v from 'valibot';
import { m } from '~/paraglide/messages.js';
import { clockNow } from '~/server/clock';
import { communityPanel } from '~/server/services/community/panel';
import { highscorePage } from '~/server/services/highscore/ranking';
import type { Locale } from '~/shared/enums';
import type { HighscorePage, HighscorePeriod, HighscoreScope } from '~/shared/highscore';
import { intlLocale } from '~/shared/intl-locale';
import { mayViewHighscore } from '~/shared/policy';
import { pathFor } from '~/shared/routes';
import { highscoreQuery } from '~/shared/schemas/highscore';
import { formatCount, formatDay } from '~/shared/training/format';

export interface HighscoreInput extends LoaderInput {
  url: URL;
  env: Env;
}

interface Choice {
  label: string;
  href: string;
  current: boolean;
}

/** What the page says when the ranking has no dog: where to go next. */
function emptyState(scope: HighscoreScope, period: HighscorePeriod, locale: Locale) {
  const o = { locale };
  if (scope === 'following') {
    return {
      title: m.highscore_empty_following_title({}, o),
      body: m.highscore_empty_following_body({}, o),
      action: m.highscore_empty_following_action({}, o),
      href: `${pathFor('network', locale)}#suggestions`,
    };
  }
  return {
    title: period === 'week' ? m.highscore_empty_week_title({}, o) : m.highscore_empty_all_title({}, o),
    body: m.highscore_empty_body({}, o),
    action: m.highscore_log_session({}, o),
    href: `${pathFor('training', locale)}#log`,
  };
}

/** The page's view: the panel, the lock or the ranking with its switches, and what an empty ranking leads to. */
export async function loadHighscore({ viewer: { user, actor }, url, db, locale, env }: HighscoreInput) {
  const o = { locale };
  const panel = await communityPanel(db, user);
  const here = pathFor('highscore', locale);
  const params = url.searchParams;
  // An unknown period or scope shows this week for everyone, as the tabs' own link does.
  const chosen = v.safeParse(highscoreQuery, { period: params.get('period') ?? undefined, scope: params.get('scope') ?? undefined });
  const { period, scope } = chosen.success ? chosen.output : { period: 'week' as const, scope: 'everyone' as const };
  const hrefOf = (next: { period: HighscorePeriod; scope: HighscoreScope; cursor?: string }) =>
    `${here}?${new URLSearchParams({ period: next.period, scope: next.scope, ...(next.cursor ? { cursor: next.cursor } : {}) })}`;
  const locked = Boolean(panel) && !mayViewHighscore(actor);
  let page: HighscorePage | null = null;
  let status = 200;
  if (panel && user && !locked) {
    const now = await clockNow(env);
    ({ value: page, status } = await loadOrRefused(
      () => highscorePage(db, user, { period, scope, cursor: params.get('cursor') ?? undefined }, now),
      'highscore page',
    ));
  }
  const names = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' });
  return {
    status,
    panel,
    locked: locked ? { createActivity: pathFor('createActivity', locale), premium: pathFor('premium', locale), message: m.highscore_locked({}, o) } : null,
    page,
    failed: status !== 200,
    periods: [
      { label: m.highscore_period_week({}, o), href: hrefOf({ period: 'week', scope }), current: period === 'week' },
      { label: m.highscore_period_all({}, o), href: hrefOf({ period: 'all', scope }), current: period === 'all' },
    ] satisfies Choice[],
    scopes: [
      { label: m.highscore_scope_everyone({}, o), href: hrefOf({ period, scope: 'everyone' }), current: scope === 'everyone' },
      { label: m.highscore_scope_following({}, o), href: hrefOf({ period, scope: 'following' }), current: scope === 'following' },
    ] satisfies Choice[],
    week: page?.week ? m.highscore_week({ date: formatDay(page.week, locale) }, o) : null,
    empty: emptyState(scope, period, locale),
    /** Shown to a member whose own dogs stay out of the ranking because they do not share milestones. */
    shareHint: user && !user.shareMilestones ? pathFor('profile', locale) : null,
    more: page?.nextCursor ? hrefOf({ period, scope, cursor: page.nextCursor }) : null,
    points: (count: number) => m.highscore_points({ count, points: formatCount(count, locale) }, o),
    owners: (usernames: string[]) => (usernames.length > 0 ? m.highscore_owners({ names: names.format(usernames.map((name) => `@${name}`)) }, o) : ''),
  };
}
