/**
 * The training page's loader and its plain forms (docs/decisions/023-training-journal.md): a form
 * posted to the page goes through the API in the member's name and comes back at its anchor, or
 * with every field's problem at once, in the page's language.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { trainingSessions } from '~/server/db/schema';
import { findActivity, journalIntents } from '~/server/forms/journal-post';
import { handlePagePost, type PostFailure } from '~/server/forms/page-post';
import { loadTraining } from '~/server/pages/training';
import { translate } from '~/shared/messages';
import type { Locale } from '~/shared/enums';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { fakePage, viewerOf } from '../../factories/pages';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';

const db = () => getDb(env.DB);
const failureOf = (posted: Response | PostFailure | null) => (posted instanceof Response ? null : posted);

/** A paid member with a dog and an activity. */
async function journal() {
  const member = await signedIn('paidYearly', { timeZone: 'Europe/Berlin' });
  const dog = await createDog(db(), [member.user.id]);
  const activity = await createActivity(db(), member.user.id);
  return { member, dog, activity };
}

/** The fields of the log form, filled as a member would, with `overrides`. */
const logForm = (dogId: number, activityId: number, overrides: Record<string, string> = {}) => ({
  intent: 'log',
  dogId: String(dogId),
  activityId: String(activityId),
  startedAt: '',
  durationMinutes: '15',
  result: 'counts',
  repetitions: '10',
  successes: '9',
  setting: 'park',
  distraction: 'medium',
  notes: '',
  ...overrides,
});

/** Posts `form` to the training page as `member`, as the page's frontmatter does. */
async function post(member: SignedIn, form: Record<string, string>, locale: Locale = 'de') {
  const page = fakePage(locale === 'en' ? '/en/training' : '/training', { member, locale, form });
  const user = (await viewerOf(member)).user;
  if (!user) throw new Error('no viewer');
  const posted = await handlePagePost(page, { env, here: page.url.pathname, intents: journalIntents(user, locale, 'sessions') });
  await page.settled();
  return { page, posted };
}

describe('the training page', () => {
  it('logs a session from the plain form and answers 303 to the session list', async () => {
    const { member, dog, activity } = await journal();
    const { posted } = await post(member, logForm(dog.id, activity.id));
    expect(posted).toBeInstanceOf(Response);
    expect([(posted as Response).status, (posted as Response).headers.get('location')]).toEqual([303, '/training#sessions']);
    expect(await db().select({ durationMinutes: trainingSessions.durationMinutes }).from(trainingSessions)).toEqual([{ durationMinutes: 15 }]);
  });

  it('marks every field with a problem at once, in the language of the page, and keeps what was entered', async () => {
    const { member, dog, activity } = await journal();
    const form = logForm(dog.id, activity.id, { durationMinutes: '0', setting: '', distraction: 'loud', notes: 'x'.repeat(1001) });
    const { page, posted } = await post(member, form);
    expect(page.response.status).toBe(400);
    expect(posted).toMatchObject({
      intent: 'log',
      values: { durationMinutes: '0', distraction: 'loud' },
      errors: {
        durationMinutes: translate('validation_session_duration', 'de'),
        setting: translate('validation_session_setting', 'de'),
        distraction: translate('validation_session_distraction', 'de'),
        notes: translate('validation_session_notes', 'de'),
      },
    });
    expect(await db().select().from(trainingSessions)).toEqual([]);
  });

  it('refuses more successes than repetitions at the successes field, in German and English', async () => {
    const { member, dog, activity } = await journal();
    const form = logForm(dog.id, activity.id, { repetitions: '5', successes: '6' });
    expect((await post(member, form)).posted).toMatchObject({ errors: { successes: 'Es kann nicht mehr Erfolge als Wiederholungen geben.' } });
    expect((await post(member, form, 'en')).posted).toMatchObject({ errors: { successes: translate('validation_session_successes_max', 'en') } });
  });

  it('names a start that is no date at its field', async () => {
    const { member, dog, activity } = await journal();
    const { posted } = await post(member, logForm(dog.id, activity.id, { startedAt: '2026-02-30T10:00' }));
    expect(posted).toMatchObject({ errors: { startedAt: translate('validation_session_started_at', 'de') } });
  });

  it('shows a failed edit in its form and a failed delete at its session', async () => {
    const { member, dog, activity } = await journal();
    const session = await createSession(db(), { dogId: dog.id, activityId: activity.id, userId: member.user.id });
    const edit = await post(member, { ...logForm(dog.id, activity.id, { durationMinutes: '0' }), intent: 'edit', sessionId: String(session.id) });
    const viewer = await viewerOf(member);
    const view = await loadTraining({ viewer, url: edit.page.url, env, db: db(), locale: 'de', failure: failureOf(edit.posted) });
    expect(view.editing?.id).toBe(session.id);
    expect(view.formErrors).toEqual({ durationMinutes: translate('validation_session_duration', 'de') });
    expect(view.pageError).toBeNull();

    const missing = await post(member, { intent: 'delete', sessionId: 'nope' });
    const refused = await loadTraining({ viewer, url: missing.page.url, env, db: db(), locale: 'de', failure: failureOf(missing.posted) });
    expect(missing.page.response.status).toBe(404);
    expect(refused.pageError).toBe(translate('training_session_not_found', 'de'));
  });

  it("loads the current dog's journal with the API's download link, and nothing for a visitor", async () => {
    const { member, dog, activity } = await journal();
    await createSession(db(), { dogId: dog.id, activityId: activity.id, userId: member.user.id });
    const view = await loadTraining({ viewer: await viewerOf(member), url: new URL('http://localhost/training'), env, db: db(), locale: 'de', failure: null });
    expect(view.dog?.id).toBe(dog.id);
    expect(view.journal?.sessions.items).toHaveLength(1);
    expect(view.activities.map((known) => known.id)).toEqual([activity.id]);
    expect(view.csvHref).toBe(`/api/dogs/${dog.id}/sessions.csv`);
    expect(view.hrefWith({ edit: 3 }, 'log')).toBe('/training?edit=3#log');

    const visitor = await loadTraining({ viewer: await viewerOf(null), url: new URL('http://localhost/training'), env, db: db(), locale: 'de', failure: null });
    expect([visitor.dogs, visitor.journal, visitor.status]).toEqual([[], null, 200]);
  });

  it('shows a free member the journal on the example dog with the trial, and a paying member no preview and no upsell', async () => {
    const url = new URL('http://localhost/training');
    const free = await signedIn('free');
    await createDog(db(), [free.user.id]);
    const view = await loadTraining({ viewer: await viewerOf(free), url, env, db: db(), locale: 'en', failure: null });
    expect(view.journal).toBeNull();
    expect(view.preview?.dogName).toBe('Luna');
    expect(view.preview?.reviews.due).toHaveLength(1);
    expect(view.upsell).toBe('Try 30 days free');

    const { member } = await journal();
    const paid = await loadTraining({ viewer: await viewerOf(member), url, env, db: db(), locale: 'de', failure: null });
    expect([paid.preview, paid.upsell]).toEqual([null, null]);
  });

  it('lists what is ready to confirm; confirming answers 303 to the celebration, which shows only while the dog has it mastered', async () => {
    const { member, dog, activity } = await journal();
    for (const setting of ['park', 'home', 'park']) expect((await post(member, logForm(dog.id, activity.id, { setting }))).posted).toBeInstanceOf(Response);
    const viewer = await viewerOf(member);
    const load = (query = '') => loadTraining({ viewer, url: new URL(`http://localhost/training${query}`), env, db: db(), locale: 'de', failure: null });
    expect((await load()).journal?.ready.map((item) => item.activity.id)).toEqual([activity.id]);
    // Not mastered yet: the address alone celebrates nothing.
    expect((await load(`?mastered=${activity.id}`)).journal?.celebrated).toBeNull();

    const { posted } = await post(member, { intent: 'master', dogId: String(dog.id), activityId: String(activity.id) });
    expect(posted).toBeInstanceOf(Response);
    expect((posted as Response).headers.get('location')).toBe(`/training?mastered=${activity.id}#celebration`);
    const after = await load(`?mastered=${activity.id}`);
    expect(after.journal?.celebrated).toEqual({ id: activity.id, title: activity.title });
    expect(after.journal?.ready).toEqual([]);
    // The review is scheduled by the confirmation as by the checkbox.
    expect(after.journal?.reviews.upcoming.map((item) => item.activity.id)).toEqual([activity.id]);

    const undone = await post(member, { intent: 'unmaster', dogId: String(dog.id), activityId: String(activity.id) });
    expect((undone.posted as Response).headers.get('location')).toBe('/training#sessions');
    expect((await load(`?mastered=${activity.id}`)).journal?.celebrated).toBeNull();
  });

  it("confirms only the member's own dog: someone else's answers 404 at the form", async () => {
    const { dog, activity } = await journal();
    const { member: stranger } = await journal();
    const { posted } = await post(stranger, { intent: 'master', dogId: String(dog.id), activityId: String(activity.id) });
    expect(failureOf(posted)?.status).toBe(404);
  });

  it('finds any activity to log, first in the choice; a search too long is refused at its field', async () => {
    const { member, dog, activity } = await journal();
    const other = await createActivity(db(), member.user.id, { title: 'Pfotengeben auf dem Balkon' });
    const page = fakePage('/training', { member, locale: 'de', form: { intent: 'find', find: 'Pfotengeben' } });
    const user = (await viewerOf(member)).user;
    if (!user) throw new Error('no viewer');
    const posted = await handlePagePost(page, { env, here: '/training', intents: { ...journalIntents(user, 'de', 'sessions'), find: findActivity } });
    await page.settled();
    expect((posted as Response).headers.get('location')).toBe('/training?find=Pfotengeben#log');

    await createSession(db(), { dogId: dog.id, activityId: activity.id, userId: member.user.id });
    const viewer = await viewerOf(member);
    const load = (find: string) =>
      loadTraining({ viewer, url: new URL(`http://localhost/training?${new URLSearchParams({ find })}`), env, db: db(), locale: 'de', failure: null });
    const found = await load('Pfotengeben');
    expect(found.journal?.found.map((hit) => hit.id)).toEqual([other.id]);
    expect(found.activities.map((known) => known.id)).toEqual([other.id, activity.id]);
    expect(found.formValues.activityId).toBe(String(other.id));
    expect(found.findError).toBeUndefined();

    const none = await load('Zebrastreifen');
    expect([none.journal?.found, none.findError]).toEqual([[], undefined]);
    const tooLong = await load('x'.repeat(101));
    expect(tooLong.findError).toBe(translate('validation_search_too_long', 'de'));
    expect(tooLong.journal?.found).toEqual([]);
  });
});
