/**
 * What the journal shows at a glance (docs/decisions/023-training-journal.md): the stats (streak,
 * weeks, totals, success series), an activity's journal with the mastery proposal, and the CSV
 * download with its header in the member's language and cells a spreadsheet cannot run.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addDays, localDay, weekStart } from '~/shared/training/days';
import type { DogStats } from '~/shared/training/journal';
import { getDb } from '~/server/db/client';
import { dogOwners } from '~/server/db/schema';
import { activityJournal } from '~/server/services/training/activity-journal';
import { userForId } from '~/server/auth/session-user';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';
import { call } from '../request';

const db = () => getDb(env.DB);
const BERLIN = 'Europe/Berlin';

async function journal(locale: 'de' | 'en' = 'de') {
  const member = await signedIn('paidYearly', { timeZone: BERLIN, locale });
  const dog = await createDog(db(), [member.user.id], { name: 'Balu = Bärchen/1' });
  const activity = await createActivity(db(), member.user.id);
  return { member, dog, activity };
}

describe('GET /api/dogs/{dogId}/stats', () => {
  it('answers the streak, this week, twelve weeks, totals and the newest success series', async () => {
    const { member, dog, activity } = await journal();
    const other = await createActivity(db(), member.user.id);
    const today = localDay(new Date(), BERLIN);
    const ids = { dogId: dog.id, userId: member.user.id };
    // Yesterday and the two days before: a streak of three that today has not broken yet; a gap before.
    const days = [-1, -2, -3, -5, -40].map((offset) => addDays(today, offset));
    let minute = 0;
    for (const day of days) {
      await createSession(
        db(),
        { ...ids, activityId: activity.id },
        { day, startedAt: new Date(Date.parse(`${day}T10:00:00Z`) + minute++ * 60_000), durationMinutes: 10, repetitions: 10, successes: 9 },
      );
    }
    await createSession(
      db(),
      { ...ids, activityId: other.id },
      { day: days[0], startedAt: new Date(Date.parse(`${days[0]}T11:00:00Z`)), durationMinutes: 5, repetitions: null, successes: null, rating: 3 },
    );
    await createSession(
      db(),
      { ...ids, activityId: other.id },
      { day: days[0], startedAt: new Date(Date.parse(`${days[0]}T12:00:00Z`)), durationMinutes: 5, repetitions: null, successes: null },
    );
    const stats = (await (await call('GET', `/api/dogs/${dog.id}/stats`, undefined, { cookie: member.cookie })).json()) as DogStats;
    expect(stats.today).toBe(today);
    expect([stats.streak, stats.trainedToday]).toEqual([3, false]);
    expect(stats.totals).toEqual({ sessions: 7, minutes: 60 });
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks.at(-1)?.start).toBe(weekStart(today));
    expect(stats.week).toEqual(stats.weeks.at(-1));
    // The session 40 days ago lies inside the twelve weeks; everything is counted once.
    expect(stats.weeks.reduce((sum, w) => sum + w.sessions, 0)).toBe(7);
    expect(stats.weeks.reduce((sum, w) => sum + w.minutes, 0)).toBe(60);
    // The most recently trained activity first; its series without the session that has no result.
    expect(stats.activities.map((a) => [a.activity.id, a.points.map((p) => p.rate)])).toEqual([
      [other.id, [0.6]],
      [activity.id, [0.9, 0.9, 0.9, 0.9, 0.9]],
    ]);
    expect(stats.activities[1]?.points.map((p) => p.day)).toEqual([...days].reverse());
  });

  it('is empty for a dog without sessions', async () => {
    const { member, dog } = await journal();
    const stats = (await (await call('GET', `/api/dogs/${dog.id}/stats`, undefined, { cookie: member.cookie })).json()) as DogStats;
    expect([stats.streak, stats.totals, stats.activities, stats.week.sessions]).toEqual([0, { sessions: 0, minutes: 0 }, [], 0]);
  });
});

describe('activityJournal', () => {
  it('proposes mastery from the evidence and says what is missing', async () => {
    const { member, dog, activity } = await journal();
    const user = await userForId(db(), member.user.id);
    if (!user) throw new Error('no user');
    const ids = { dogId: dog.id, activityId: activity.id, userId: member.user.id };
    await createSession(db(), ids, { startedAt: new Date(1_000), setting: 'home', repetitions: 10, successes: 9 });
    await createSession(db(), ids, { startedAt: new Date(2_000), setting: 'home', repetitions: 10, successes: 8 });
    const before = await activityJournal(db(), user, dog.id, activity.id, new Date());
    expect(before.evidence).toMatchObject({ proposed: false, missing: ['sessions', 'settings'] });
    await createSession(db(), ids, { startedAt: new Date(3_000), setting: 'park', repetitions: 5, successes: 5 });
    const after = await activityJournal(db(), user, dog.id, activity.id, new Date());
    expect(after).toMatchObject({
      dogId: dog.id,
      mastered: false,
      review: null,
      evidence: { proposed: true, sessions: 3, lowestRate: 0.8, settings: ['park', 'home'] },
    });
    expect(after.recent.map((s) => s.successRate)).toEqual([1, 0.8, 0.9]);
    expect(after.series.map((p) => p.rate)).toEqual([0.9, 0.8, 1]);
    const stranger = await signedIn('paidYearly');
    await expect(activityJournal(db(), { ...user, ...stranger.user }, dog.id, activity.id, new Date())).rejects.toMatchObject({
      status: 404,
      code: 'dog_not_found',
    });
  });
});

describe('GET /api/dogs/{dogId}/sessions.csv', () => {
  it('downloads the whole journal with a BOM, a localized header and formula-safe cells', async () => {
    const { member, dog, activity } = await journal('de');
    const coOwner = await signedIn('free', { displayName: '=HYPERLINK("x")', timeZone: 'America/New_York' });
    await db().insert(dogOwners).values({ dogId: dog.id, userId: coOwner.user.id });
    await createSession(
      db(),
      { dogId: dog.id, activityId: activity.id, userId: member.user.id },
      {
        startedAt: new Date('2026-11-20T22:30:00Z'),
        day: '2026-11-20',
        notes: '+SUM(A1) "zitiert"; mit Semikolon',
        setting: 'park',
      },
    );
    await createSession(
      db(),
      { dogId: dog.id, activityId: activity.id, userId: coOwner.user.id },
      {
        startedAt: new Date('2026-11-21T04:30:00Z'),
        day: '2026-11-20',
        repetitions: null,
        successes: null,
        rating: 4,
        notes: '@cmd',
      },
    );
    const response = await call('GET', `/api/dogs/${dog.id}/sessions.csv`, undefined, { cookie: coOwner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="trainingstagebuch-Balu-Barchen-1.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    // The co-owner's language is German too (the factory's default); semicolons for German spreadsheets.
    expect(lines[0]).toBe(
      '"Datum";"Uhrzeit";"Zeitzone";"Aktivität";"Trainiert von";"Dauer (Minuten)";"Wiederholungen";"Erfolge";"Bewertung (1–5)";"Erfolgsquote (%)";"Ort";"Ablenkung";"Notizen";"Foto"',
    );
    expect(lines[1]).toBe(`"2026-11-20";"23:30";"America/New_York";"${activity.title}";"'=HYPERLINK(""x"")";"10";;;"4";"80";"home";"low";"'@cmd";`);
    expect(lines[2]).toBe(
      `"2026-11-20";"23:30";"Europe/Berlin";"${activity.title}";"${member.user.displayName}";"10";"10";"8";;"80";"park";"low";"'+SUM(A1) ""zitiert""; mit Semikolon";`,
    );
    expect(lines.slice(3)).toEqual(['']);
  });

  it('is there for every owner, premium or not, and for nobody else', async () => {
    const { dog } = await journal();
    const stranger = await signedIn('paidYearly');
    expect((await call('GET', `/api/dogs/${dog.id}/sessions.csv`, undefined, { cookie: stranger.cookie })).status).toBe(404);
  });
});
