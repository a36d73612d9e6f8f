import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { communityPanel } from '~/server/services/community/panel';
import { userForId } from '~/server/auth/session-user';
import { createPost } from '../../factories/content';
import { createUser, type UserState } from '../../factories/users';

const db = () => getDb(env.DB);
const sessionUser = async (state: UserState) => (await userForId(db(), (await createUser(db(), state)).id))!;

describe('communityPanel', () => {
  it('gives a member their statistics and the trending hashtags', async () => {
    const member = await sessionUser('free');
    await createPost(db(), member.id, { content: 'Spaziergang im Park #rudelpanel' });
    const panel = await communityPanel(db(), member);
    expect(panel?.member.id).toBe(member.id);
    expect(panel?.stats).toMatchObject({ postsCreated: 1, tier: 'free' });
    expect(panel?.trending.map((t) => t.tag)).toContain('rudelpanel');
  });

  it('is null for visitors and for accounts whose email is not verified (they see the login card)', async () => {
    expect(await communityPanel(db(), null)).toBeNull();
    expect(await communityPanel(db(), await sessionUser('unverified'))).toBeNull();
  });
});
