/**
 * A member's page (docs/decisions/028-network.md): its loader, and follow, mute and block as plain
 * forms posted to it and handed to the API in the viewer's name.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { memberIntents } from '~/server/forms/member-relation';
import { handlePagePost, type PostFailure } from '~/server/forms/page-post';
import { loadMember } from '~/server/pages/member';
import { fakePage, viewerOf } from '../../factories/pages';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';

const db = () => getDb(env.DB);

/** Presses a button of `username`'s page as `member`. */
async function press(member: SignedIn, username: string, intent: string) {
  const page = fakePage(`/members/${username}`, { member, form: { intent } });
  const posted = await handlePagePost(page, { env, here: page.url.pathname, intents: memberIntents(username, 'de', 'connection') });
  await page.settled();
  return { page, posted };
}

describe('the member page', () => {
  it('follows from the plain form, answers 303 to the buttons, and shows the new relation', async () => {
    const fan = await signedIn('free');
    const star = await createUser(db(), 'free');
    const { posted } = await press(fan, star.username, 'follow');
    expect((posted as Response).headers.get('location')).toBe(`/members/${star.username}#connection`);
    const view = await loadMember({ viewer: await viewerOf(fan), username: star.username, db: db(), locale: 'de', failure: null });
    expect(view.member?.viewer.following).toBe(true);
    expect(view.stats).toContainEqual(['Follower', 1]);
  });

  it('shows what the API refused at the buttons, with its status', async () => {
    const fan = await signedIn('free');
    const { page, posted } = await press(fan, fan.user.username, 'follow');
    expect(page.response.status).toBeGreaterThanOrEqual(400);
    const view = await loadMember({ viewer: await viewerOf(fan), username: fan.user.username, db: db(), locale: 'de', failure: posted as PostFailure });
    expect(view.actionError).toBeTruthy();
  });

  it('ignores a post without a known intent, and is not found for an unknown name', async () => {
    const fan = await signedIn('free');
    const { page, posted } = await press(fan, 'someone', 'wave');
    expect([posted, page.response.status]).toEqual([null, 200]);
    const view = await loadMember({ viewer: await viewerOf(fan), username: 'nobody_here', db: db(), locale: 'de', failure: null });
    expect([view.status, view.failure, view.member]).toEqual([404, 'not_found', null]);
  });
});
