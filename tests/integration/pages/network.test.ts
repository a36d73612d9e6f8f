/**
 * The network page (docs/decisions/052-finding-people.md): a suggestion's follow as a plain form
 * posted to the page and handed to the API, the undo it shows afterwards, and a refusal at the
 * suggestions.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { suggestionIntents } from '~/server/forms/member-relation';
import { handlePagePost, type PostFailure } from '~/server/forms/page-post';
import { loadNetwork } from '~/server/pages/network';
import { fakePage, viewerOf } from '../../factories/pages';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';

const db = () => getDb(env.DB);

/** Presses a suggestion's button for `username` as `member`. */
async function press(member: SignedIn, username: string, intent: string) {
  const page = fakePage('/community/network', { member, form: { intent, username } });
  const posted = await handlePagePost(page, { env, here: page.url.pathname, intents: suggestionIntents('de', 'suggestions') });
  await page.settled();
  return { page, posted };
}

const load = async (member: SignedIn, path = '/community/network', failure: PostFailure | null = null) =>
  loadNetwork({ viewer: await viewerOf(member), url: new URL(`http://localhost${path}`), db: db(), locale: 'de', failure });

describe('the suggestions of the network page', () => {
  it('follow from the plain form, then show the followed member with the undo instead of the suggestion', async () => {
    const me = await signedIn('free');
    const popular = await createUser(db(), 'free', { shareMilestones: true });
    await env.DB.prepare('INSERT INTO follows (follower_id, followee_id) VALUES (?, ?)')
      .bind((await createUser(db(), 'free')).id, popular.id)
      .run();
    const before = await load(me);
    expect(before.suggestionRows.map((row) => [row.member.username, row.following, row.why])).toEqual([[popular.username, false, 'beliebt in der Community']]);

    const { posted } = await press(me, popular.username, 'follow');
    const location = (posted as Response).headers.get('location');
    expect(location).toBe(`/community/network?followed=${popular.username}#suggestions`);
    const after = await load(me, location ?? '');
    expect(after.suggestionRows.map((row) => [row.member.id, row.following, row.why])).toEqual([[popular.id, true, null]]);

    const undone = await press(me, popular.username, 'unfollow');
    expect((undone.posted as Response).headers.get('location')).toBe('/community/network#suggestions');
    expect((await load(me)).suggestionRows.map((row) => [row.member.id, row.following])).toEqual([[popular.id, false]]);
    // A made-up `followed` shows nobody: only a member one follows.
    expect((await load(me, `/community/network?followed=${popular.username}`)).suggestionRows.map((row) => row.following)).toEqual([false]);
  });

  it('shows what the API refused at the suggestions, with its status, and the lists still load', async () => {
    const me = await signedIn('free');
    const { page, posted } = await press(me, me.user.username, 'follow');
    expect(page.response.status).toBe(400);
    const view = await load(me, '/community/network', posted as PostFailure);
    expect([view.status, view.failed, view.suggestionError]).toEqual([400, false, 'Das geht nicht mit dir selbst.']);
    expect(view.feed).not.toBeNull();
  });
});
