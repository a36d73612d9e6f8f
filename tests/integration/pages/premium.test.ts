/** The plan page's loader (docs/product-rules.md §2): the current plan in one sentence and what checkout needs. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { loadPremium } from '~/server/pages/premium';
import { translate } from '~/shared/messages';
import { TRIAL_DAYS } from '~/shared/plans';
import { viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';

const db = () => getDb(env.DB);

describe('the plan page', () => {
  it('offers a free member the trial', async () => {
    const before = Date.now();
    const view = await loadPremium({ viewer: await viewerOf(await signedIn('free')), env, db: db(), locale: 'de' });
    const { trialEnd, ...member } = view.member ?? { trialEnd: null };
    expect(member).toEqual({ planId: 'free', cancelAtPeriodEnd: false, trialEligible: true, granted: false });
    // The checkout button's date: the trial's length from now.
    expect(Date.parse(trialEnd ?? '') - before).toBeGreaterThanOrEqual(TRIAL_DAYS * 86_400_000);
    expect(Date.parse(trialEnd ?? '') - before).toBeLessThan(TRIAL_DAYS * 86_400_000 + 60_000);
    expect(view.statusLine).toBe(translate('plan_status_free', 'de'));
    expect(view.since).toBeNull();
    expect(view.faqs).toHaveLength(4);
  });

  it("names a paying member's plan and offers no second trial", async () => {
    const view = await loadPremium({ viewer: await viewerOf(await signedIn('paidYearly')), env, db: db(), locale: 'en' });
    expect(view.member).toMatchObject({ planId: 'premium_yearly', trialEligible: false, trialEnd: null, granted: false });
    expect(view.since).not.toBeNull();
  });

  it('has no member part for a visitor', async () => {
    expect((await loadPremium({ viewer: await viewerOf(null), env, db: db(), locale: 'de' })).member).toBeNull();
  });
});
