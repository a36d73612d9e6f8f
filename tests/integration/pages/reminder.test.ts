/**
 * The daily reminder's control on Heute (decision 047): shown to a member with a dog they may track,
 * push locked without a device; its plain form saves through `PUT /api/reminders` and comes back to
 * the control, or shows the API's errors at their fields with what was sent.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { journalPageForms } from '~/server/forms/journal-post';
import { handlePagePost } from '~/server/forms/page-post';
import { withReminderForm } from '~/server/pages/reminder';
import { loadToday } from '~/server/pages/today';
import { createDog } from '../../factories/dogs';
import { fakePage, viewerOf } from '../../factories/pages';
import { type SignedIn, signedIn } from '../../factories/sessions';

const db = () => getDb(env.DB);

async function reminderOf(member: SignedIn, failure: Awaited<ReturnType<typeof post>> = null) {
  const page = await loadToday({
    viewer: await viewerOf(member),
    url: new URL('http://localhost/today'),
    env,
    db: db(),
    locale: 'de',
    failure: failure instanceof Response ? null : failure,
  });
  if (page.redirect !== null) throw new Error('the member was sent away');
  return page.reminder;
}

async function post(member: SignedIn, form: Record<string, string>) {
  const request = fakePage('/today', { member, form: { intent: 'reminder', ...form } });
  const user = (await viewerOf(member)).user;
  if (!user) throw new Error('no viewer');
  const posted = await handlePagePost(request, { env, here: '/today', ...withReminderForm(journalPageForms(user, 'de', 'ready', 'dog-switcher'), 'de') });
  await request.settled();
  return posted;
}

describe('the reminder on Heute', () => {
  it('is offered to a member with a dog they may track, off by default, push locked without a device', async () => {
    const member = await signedIn('paidYearly');
    await createDog(db(), [member.user.id]);
    expect(await reminderOf(member)).toMatchObject({
      shown: { enabled: false, hour: '18', channel: 'email' },
      saved: { enabled: false },
      hasDevice: false,
      errors: {},
    });
    expect((await reminderOf(member))?.hours.at(18)).toEqual({ value: 18, label: '18:00' });
  });

  it('is not offered without a dog the member may track', async () => {
    const free = await signedIn('free');
    await createDog(db(), [free.user.id]);
    expect(await reminderOf(free)).toBeNull();
    expect(await reminderOf(await signedIn('paidYearly'))).toBeNull();
  });

  it('saves through the API and comes back to the control, which shows what is stored', async () => {
    const member = await signedIn('paidYearly');
    await createDog(db(), [member.user.id]);
    const posted = await post(member, { enabled: 'on', hour: '7', channel: 'email' });
    expect(posted).toBeInstanceOf(Response);
    expect((posted as Response).headers.get('Location')).toBe('/today#reminder');
    expect(await reminderOf(member)).toMatchObject({
      shown: { enabled: true, hour: '7', channel: 'email' },
      saved: { enabled: true, hour: 7, channel: 'email' },
    });
  });

  it('shows the refusal at its field, with what was sent', async () => {
    const member = await signedIn('paidYearly');
    await createDog(db(), [member.user.id]);
    const pushless = await post(member, { enabled: 'on', hour: '20', channel: 'push' });
    if (pushless instanceof Response || !pushless) throw new Error('the post was not refused');
    expect(pushless.status).toBe(409);
    expect(await reminderOf(member, pushless)).toMatchObject({
      shown: { enabled: true, hour: '20', channel: 'push' },
      saved: { enabled: false },
      errors: { channel: 'Schalte zuerst Push-Mitteilungen auf einem Gerät ein oder wähle E-Mail.' },
    });
    const blank = await post(member, { enabled: 'on', hour: '', channel: 'email' });
    if (blank instanceof Response || !blank) throw new Error('the post was not refused');
    expect(blank.status).toBe(400);
    expect((await reminderOf(member, blank))?.errors).toEqual({ hour: 'Wähle eine volle Stunde zwischen 0 und 23 Uhr.' });
  });
});
