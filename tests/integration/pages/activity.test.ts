/**
 * The activity page's loader (docs/product-rules.md §2): detail, dogs, the current dog's journal
 * and discussions together for members; not found for an unknown id; the journal forms' failures
 * at their place.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { journalPageForms } from '~/server/forms/journal-post';
import { handlePagePost, type PostFailure } from '~/server/forms/page-post';
import { loadActivity } from '~/server/pages/activity';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { fakePage, viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';

const db = () => getDb(env.DB);

describe('the activity page', () => {
  it("loads the activity with the current dog's journal for a paying member", async () => {
    const member = await signedIn('paidYearly');
    const dog = await createDog(db(), [member.user.id]);
    const activity = await createActivity(db(), member.user.id);
    const view = await loadActivity({ viewer: await viewerOf(member), id: activity.id, env, db: db(), locale: 'de', countView: false, failure: null });
    expect([view.status, view.activity?.id, view.currentDog?.id, view.journal?.dogId]).toEqual([200, activity.id, dog.id, dog.id]);
    expect(view.mayEdit).toBe(true);
    expect(view.trainingHref({ edit: 4 }, 'log')).toBe(`/training?activity=${activity.id}&edit=4#log`);
    expect(view.logValues.activityId).toBe(String(activity.id));
  });

  it('is not found for an unknown id, and shows visitors nothing', async () => {
    const member = await signedIn('free');
    const missing = await loadActivity({ viewer: await viewerOf(member), id: 999_999, env, db: db(), locale: 'de', countView: false, failure: null });
    expect([missing.status, missing.failure]).toEqual([404, 'not_found']);
    const visitor = await loadActivity({ viewer: await viewerOf(null), id: 1, env, db: db(), locale: 'de', countView: false, failure: null });
    expect([visitor.status, visitor.activity]).toEqual([200, null]);
  });

  it('shows a refused mastery at the panel and a refused dog switch at the switcher', async () => {
    const member = await signedIn('paidYearly');
    const user = (await viewerOf(member)).user;
    if (!user) throw new Error('no viewer');
    const activity = await createActivity(db(), member.user.id);
    const here = `/activities/${activity.id}`;
    const page = fakePage(here, { member, form: { intent: 'master', dogId: '999999', activityId: String(activity.id) } });
    const master = await handlePagePost(page, {
      env,
      here,
      ...journalPageForms(user, 'de', 'journal', 'dog-switcher'),
    });
    const mastered = await loadActivity({
      viewer: await viewerOf(member),
      id: activity.id,
      env,
      db: db(),
      locale: 'de',
      countView: false,
      failure: master as PostFailure,
    });
    expect(mastered.masterError).toBeTruthy();
    expect(mastered.switchError).toBeNull();

    const other = fakePage(here, { member, form: { dogId: '999999' } });
    const switched = await handlePagePost(other, {
      env,
      here,
      ...journalPageForms(user, 'de', 'journal', 'dog-switcher'),
    });
    await Promise.all([page.settled(), other.settled()]);
    const view = await loadActivity({
      viewer: await viewerOf(member),
      id: activity.id,
      env,
      db: db(),
      locale: 'de',
      countView: false,
      failure: switched as PostFailure,
    });
    expect([other.response.status >= 400, Boolean(view.switchError), view.masterError]).toEqual([true, true, undefined]);
  });
});
