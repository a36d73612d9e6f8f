/**
 * Becoming a trainer through the pages (docs/decisions/045-trainer-applications.md): the profile's
 * section and its plain form, and the admins' page with approve and decline, each handed to the API
 * in the visitor's name.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { handlePagePost } from '~/server/forms/page-post';
import { type TrainerFormFailure, trainerApplicationIntents, trainerDecisionIntents } from '~/server/forms/trainer-post';
import { loadTrainerApplications } from '~/server/pages/trainer-applications';
import { loadTrainerSection } from '~/server/pages/trainer-section';
import { fakePage, viewerOf } from '../../factories/pages';
import { signedIn, type SignedIn } from '../../factories/sessions';

const db = () => getDb(env.DB);
const PROFILE = '/en/profile';
const ADMIN = '/en/admin/trainers';

const section = async (who: SignedIn, failure: TrainerFormFailure | null = null) =>
  loadTrainerSection({ viewer: await viewerOf(who), db: db(), locale: 'en', failure });

async function post(path: string, who: SignedIn, form: Record<string, string>, intents: Parameters<typeof handlePagePost<TrainerFormFailure>>[1]['intents']) {
  const page = fakePage(path, { member: who, locale: 'en', form });
  const posted = await handlePagePost(page, { env, here: path, intents });
  await page.settled();
  return posted;
}

const apply = (who: SignedIn, fields: Record<string, string>) => post(PROFILE, who, { intent: 'trainer-apply', ...fields }, trainerApplicationIntents('en'));
const decide = (who: SignedIn, intent: string, fields: Record<string, string>) => post(ADMIN, who, { intent, ...fields }, trainerDecisionIntents('en'));

describe('the profile’s trainer section', () => {
  it('offers the form, shows a refusal at its field with what was typed, then the pending application', async () => {
    const member = await signedIn('free');
    expect(await section(member)).toMatchObject({ statusLabel: null, lines: [], unavailable: false, form: { errors: {} } });

    const refused = (await apply(member, { school: 'Pfotenglück', qualification: 'kurz', website: 'ftp://x.example' })) as TrainerFormFailure;
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual({
      qualification: 'Describe your qualification in 10 to 1,000 characters.',
      website: 'Please enter a web address starting with https:// or http://.',
    });
    expect((await section(member, refused)).form?.values).toEqual({ school: 'Pfotenglück', qualification: 'kurz', website: 'ftp://x.example' });

    const sent = (await apply(member, { school: 'Pfotenglück', qualification: 'Erlaubnis nach §11 TierSchG', website: '' })) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`${PROFILE}#trainer`);
    const pending = await section(member);
    expect(pending.statusLabel).toBe('Under review');
    expect(pending.form).toBeNull();
    expect(pending.lines[0]).toContain('“Pfotenglück”');
  });

  it('says so to a trainer and to a suspended member, without a form', async () => {
    expect(await section(await signedIn('professional'))).toMatchObject({ statusLabel: 'Approved', form: null, unavailable: false });
    const suspended = await signedIn('free', { suspendedUntil: new Date(Date.now() + 86_400_000) });
    expect(await section(suspended)).toMatchObject({ form: null, unavailable: true });
  });
});

describe('the admins’ applications page', () => {
  it('is refused to members (403) and lists, declines with a reason and approves for admins', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('free');
    const other = await signedIn('free');
    await apply(member, { school: 'Schule Eins', qualification: 'Zehn Zeichen und mehr' });
    await apply(other, { school: 'Schule Zwei', qualification: 'Zehn Zeichen und mehr' });
    const load = async (who: SignedIn) =>
      loadTrainerApplications({ viewer: await viewerOf(who), url: new URL(`http://localhost${ADMIN}`), db: db(), locale: 'en', failure: null });
    expect((await load(member)).status).toBe(403);
    const view = await load(admin);
    const [second, first] = view.applications ?? [];
    expect([first?.school, second?.school]).toEqual(['Schule Eins', 'Schule Zwei']);

    const tooLong = (await decide(admin, 'trainer-decline', { id: String(second?.id), reason: 'x'.repeat(501) })) as TrainerFormFailure;
    expect(tooLong).toMatchObject({ status: 400, applicationId: String(second?.id), errors: { reason: 'The reason may have at most 500 characters.' } });
    const declined = (await decide(admin, 'trainer-decline', { id: String(second?.id), reason: 'Bitte Erlaubnis nachreichen.' })) as Response;
    expect(declined.headers.get('location')).toBe(`${ADMIN}#trainer-application-${second?.id}`);
    const approved = (await decide(admin, 'trainer-approve', { id: String(first?.id) })) as Response;
    expect(approved.status).toBe(303);
    const twice = (await decide(admin, 'trainer-approve', { id: String(first?.id) })) as TrainerFormFailure;
    expect(twice).toMatchObject({ status: 409, errors: { form: 'This application has already been decided.' } });

    expect(await section(other)).toMatchObject({
      statusLabel: 'Declined',
      lines: ['Your application for “Schule Zwei” was declined.', 'Reason: Bitte Erlaubnis nachreichen.', 'You can apply again at any time.'],
    });
    const afterwards = await section(member);
    expect(afterwards).toMatchObject({ statusLabel: 'Approved', form: null });
  });
});
