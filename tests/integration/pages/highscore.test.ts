/**
 * The highscore page's loader (docs/decisions/051-highscore.md): the lock with the way to unlock it
 * for a free member without an own activity, the ranking and its switches as links, where an empty
 * ranking leads, and a cursor that is no cursor as the visitor's mistake.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { localDay } from '~/shared/training/days';
import { getDb } from '~/server/db/client';
import { loadHighscore } from '~/server/pages/highscore';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { viewerOf } from '../../factories/pages';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';

const db = () => getDb(env.DB);

const load = async (member: SignedIn | null, path = '/community/highscore', locale: 'de' | 'en' = 'de') =>
  loadHighscore({ viewer: await viewerOf(member), url: new URL(`http://localhost${path}`), env, db: db(), locale });

describe('the highscore page', () => {
  it('shows a free member without an own activity the lock and how to unlock it, and no ranking', async () => {
    const view = await load(await signedIn('free'), '/en/community/highscore', 'en');
    expect([view.status, view.page, view.locked]).toEqual([
      200,
      null,
      { createActivity: '/en/activities/create', premium: '/en/premium', message: 'Create your first activity to unlock the highscore – or try Premium.' },
    ]);
  });

  it('shows a visitor neither lock nor ranking (the layout asks them to log in)', async () => {
    const view = await load(null);
    expect([view.panel, view.locked, view.page]).toEqual([null, null, null]);
  });

  it('ranks the dogs with switches as links, marks the member’s own and points in the language’s plural', async () => {
    const member = await signedIn('paidYearly', { shareMilestones: true });
    const dog = await createDog(db(), [member.user.id], { name: 'Kira' });
    const activity = await createActivity(db(), member.user.id);
    await createSession(
      db(),
      { dogId: dog.id, activityId: activity.id, userId: member.user.id },
      { day: localDay(new Date(), 'Europe/Berlin'), durationMinutes: 1 },
    );
    const view = await load(member, '/community/highscore?period=all&scope=everyone');
    expect(view.page?.items.map(({ dog: { name }, points, mine, rank }) => [rank, name, points, mine])).toEqual([[1, 'Kira', 1, true]]);
    expect([view.points(1), view.points(1234), view.owners(['a', 'b'])]).toEqual(['1 Punkt', '1.234 Punkte', 'von @a und @b']);
    expect(view.periods).toEqual([
      { label: 'Diese Woche', href: '/community/highscore?period=week&scope=everyone', current: false },
      { label: 'Gesamt', href: '/community/highscore?period=all&scope=everyone', current: true },
    ]);
    expect(view.scopes.map(({ href, current }) => [href, current])).toEqual([
      ['/community/highscore?period=all&scope=everyone', true],
      ['/community/highscore?period=all&scope=following', false],
    ]);
    expect([view.week, view.shareHint, view.more]).toEqual([null, null, null]);
  });

  it('leads an empty ranking on: following nobody to the suggestions, nothing this week to the journal', async () => {
    const member = await signedIn('paidMonthly');
    const following = await load(member, '/en/community/highscore?scope=following', 'en');
    expect([following.page?.items, following.empty.href, following.shareHint]).toEqual([[], '/en/community/network#suggestions', '/en/profile']);
    const week = await load(member, '/community/highscore?period=bogus');
    expect([week.page?.period, week.empty.title, week.empty.href, week.week?.startsWith('Woche ab Montag, ')]).toEqual([
      'week',
      'Diese Woche hat noch kein Hund Punkte gesammelt',
      '/training#log',
      true,
    ]);
  });

  it('answers a cursor that is no cursor with 400', async () => {
    const view = await load(await signedIn('paidMonthly'), '/community/highscore?cursor=%25%25%25');
    expect([view.status, view.failed]).toEqual([400, true]);
  });
});
