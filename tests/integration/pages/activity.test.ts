/**
 * The activity page's loader (docs/product-rules.md §2): detail, dogs, the current dog's journal
 * and discussions together for members; not found for an unknown id; the journal forms' failures
 * at their place.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { journalPageForms } from '~/server/forms/journal-post';
import { handlePagePost } from '~/server/forms/page-post';
import { loadActivity } from '~/server/pages/activity';
import { masteryState } from '~/shared/training/mastery';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { fakePage, viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';
import { call } from '../request';

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
    const viewer = await viewerOf(member);
    const { user } = viewer;
    if (!user) throw new Error('no viewer');
    const activity = await createActivity(db(), member.user.id);
    const here = `/activities/${activity.id}`;
    /** Posts `form` to the page and loads it with what the API refused. */
    const postAndLoad = async (form: Record<string, string>) => {
      const page = fakePage(here, { member, form });
      const posted = await handlePagePost(page, { env, here, ...journalPageForms(user, 'de', 'journal', 'dog-switcher') });
      await page.settled();
      const failure = posted instanceof Response ? null : posted;
      return { status: page.response.status, view: await loadActivity({ viewer, id: activity.id, env, db: db(), locale: 'de', countView: false, failure }) };
    };
    const mastered = await postAndLoad({ intent: 'master', dogId: '999999', activityId: String(activity.id) });
    expect([mastered.status, Boolean(mastered.view.masterError), mastered.view.switchError]).toEqual([404, true, null]);
    const switched = await postAndLoad({ dogId: '999999' });
    expect([switched.status >= 400, Boolean(switched.view.switchError), switched.view.masterError]).toEqual([true, true, undefined]);
  });

  it('ticked by hand through the original progress call, the mastery reads as self-assessed and is celebrated after a confirmation only', async () => {
    const member = await signedIn('paidYearly');
    const viewer = await viewerOf(member);
    const { user } = viewer;
    if (!user) throw new Error('no viewer');
    const dog = await createDog(db(), [member.user.id]);
    const activity = await createActivity(db(), member.user.id);
    const here = `/activities/${activity.id}`;
    const load = (query: string) =>
      loadActivity({ viewer, id: activity.id, env, db: db(), locale: 'de', countView: false, failure: null, url: new URL(`http://localhost${here}${query}`) });
    expect((await load(`?mastered=${activity.id}`)).celebrate).toBe(false);

    const ticked = await call('POST', `/api/activity-progress/${member.user.id}/${activity.id}`, { mastered: true }, { cookie: member.cookie });
    expect(ticked.status).toBe(200);
    const view = await load('');
    expect(view.journal?.mastered).toBe(true);
    expect(masteryState(view.journal?.mastered ?? false, view.journal?.evidence ?? { proposed: false })).toBe('self');
    // Both kinds of mastery schedule the review.
    expect(view.journal?.review?.activity.id).toBe(activity.id);

    const page = fakePage(here, { member, form: { intent: 'master', dogId: String(dog.id), activityId: String(activity.id) } });
    const posted = await handlePagePost(page, { env, here, ...journalPageForms(user, 'de', 'journal', 'dog-switcher') });
    await page.settled();
    expect((posted as Response).headers.get('location')).toBe(`${here}?mastered=${activity.id}#celebration`);
    expect((await load(`?mastered=${activity.id}`)).celebrate).toBe(true);
    expect((await load(`?mastered=${activity.id + 1000}`)).celebrate).toBe(false);
  });
});
