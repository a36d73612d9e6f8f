import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CommentThread, FeedPage } from '~/shared/community';
import type { MemberProfile, NetworkFeedPage } from '~/shared/network';
import { getDb } from '~/server/db/client';
import { createActivity, createComment, createPost } from '../../factories/content';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const get = async <T>(path: string, cookie: string) => (await (await call('GET', path, undefined, { cookie })).json()) as T;

describe('muting', () => {
  it('hides the muted member from the feed, the comments and the network feed, and comes back when undone', async () => {
    const reader = await signedIn('free');
    const loud = await createUser(db(), 'free');
    const other = await createUser(db(), 'free');
    const post = await createPost(db(), loud.id, { content: 'Ein Beitrag des Stummgeschalteten' });
    const otherPost = await createPost(db(), other.id, { content: 'Ein anderer Beitrag' });
    await createComment(db(), otherPost.id, loud.id);
    await createComment(db(), otherPost.id, other.id);
    expect((await call('POST', `/api/members/${loud.username}/follow`, undefined, { cookie: reader.cookie })).status).toBe(200);

    const muted = await call('POST', `/api/members/${loud.username}/mute`, undefined, { cookie: reader.cookie });
    expect(await muted.json()).toEqual({ muted: true });
    expect((await call('POST', `/api/members/${loud.username}/mute`, undefined, { cookie: reader.cookie })).status).toBe(200);
    const feedIds = (await get<FeedPage>('/api/posts', reader.cookie)).posts.map((p) => p.id);
    expect(feedIds).toContain(otherPost.id);
    expect(feedIds).not.toContain(post.id);
    expect((await get<CommentThread[]>(`/api/posts/${otherPost.id}/comments`, reader.cookie)).map((c) => c.authorId)).toEqual([other.id]);
    expect((await get<NetworkFeedPage>('/api/network/feed', reader.cookie)).items).toEqual([]);
    expect((await get<MemberProfile>(`/api/members/${loud.username}`, reader.cookie)).viewer).toMatchObject({ muted: true, following: true });
    // Only the one who muted is affected.
    expect((await get<FeedPage>('/api/posts', (await signedIn('free')).cookie)).posts.map((p) => p.id)).toContain(post.id);

    expect(await (await call('DELETE', `/api/members/${loud.username}/mute`, undefined, { cookie: reader.cookie })).json()).toEqual({ muted: false });
    expect((await get<FeedPage>('/api/posts', reader.cookie)).posts.map((p) => p.id)).toContain(post.id);
    expect((await get<NetworkFeedPage>('/api/network/feed', reader.cookie)).items.map((i) => i.kind)).toEqual(['post']);
  });

  it('refuses oneself, visitors and unknown members', async () => {
    const me = await signedIn('free');
    for (const relation of ['mute', 'block']) {
      expect((await call('POST', `/api/members/${me.user.username}/${relation}`, undefined, { cookie: me.cookie })).status).toBe(400);
      expect((await call('POST', `/api/members/niemand_hier/${relation}`, undefined, { cookie: me.cookie })).status).toBe(404);
      expect((await call('DELETE', `/api/members/${me.user.username}/${relation}`)).status).toBe(401);
    }
  });

  it('mutes and blocks a member who is suspended right now, and undoes both; deleted accounts stay unknown', async () => {
    const me = await signedIn('free');
    const suspended = await createUser(db(), 'free', { suspendedUntil: new Date(Date.now() + 86_400_000) });
    const deleted = await createUser(db(), 'free', { deletedAt: new Date() });
    const relations = async () =>
      (await env.DB.prepare(
        'SELECT (SELECT count(*) FROM mutes WHERE muter_id = ?1 AND muted_id = ?2) AS muted, (SELECT count(*) FROM blocks WHERE blocker_id = ?1 AND blocked_id = ?2) AS blocked',
      )
        .bind(me.user.id, suspended.id)
        .first()) ?? {};

    expect(await (await call('POST', `/api/members/${suspended.username}/mute`, undefined, { cookie: me.cookie })).json()).toEqual({ muted: true });
    expect(await (await call('POST', `/api/members/${suspended.username}/block`, undefined, { cookie: me.cookie })).json()).toEqual({ blocked: true });
    expect(await relations()).toEqual({ muted: 1, blocked: 1 });
    expect((await call('DELETE', `/api/members/${suspended.username}/mute`, undefined, { cookie: me.cookie })).status).toBe(200);
    expect((await call('DELETE', `/api/members/${suspended.username}/block`, undefined, { cookie: me.cookie })).status).toBe(200);
    expect(await relations()).toEqual({ muted: 0, blocked: 0 });
    for (const relation of ['mute', 'block']) {
      expect((await call('POST', `/api/members/${deleted.username}/${relation}`, undefined, { cookie: me.cookie })).status).toBe(404);
    }
  });
});

describe('blocking', () => {
  it('ends following both ways and keeps the blocked member from following and commenting, telling them nothing more', async () => {
    const blocker = await signedIn('free');
    const pest = await signedIn('free');
    await createActivity(db(), pest.user.id);
    const ownPost = await createPost(db(), blocker.user.id, { content: 'Mein Beitrag, bitte keine Kommentare von dir' });
    await call('POST', `/api/members/${blocker.user.username}/follow`, undefined, { cookie: pest.cookie });
    await call('POST', `/api/members/${pest.user.username}/follow`, undefined, { cookie: blocker.cookie });

    expect(await (await call('POST', `/api/members/${pest.user.username}/block`, undefined, { cookie: blocker.cookie })).json()).toEqual({ blocked: true });
    const mine = await get<MemberProfile>(`/api/members/${blocker.user.username}`, blocker.cookie);
    expect(mine.stats).toMatchObject({ followers: 0, following: 0 });

    const refused = await call('POST', `/api/members/${blocker.user.username}/follow`, undefined, { cookie: pest.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'network_refused', message: 'Das ist gerade nicht möglich.' });
    const comment = await call('POST', `/api/posts/${ownPost.id}/comments`, { content: 'Doch!' }, { cookie: pest.cookie });
    expect(comment.status).toBe(403);
    expect(await comment.json()).toMatchObject({ code: 'network_refused' });
    // The blocked member's view of the blocker shows no trace of the block.
    expect((await get<MemberProfile>(`/api/members/${blocker.user.username}`, pest.cookie)).viewer).toEqual({
      isSelf: false,
      following: false,
      muted: false,
      blocked: false,
    });
    // The blocker cannot follow across their own block either, and sees the blocked member's posts no more.
    expect((await call('POST', `/api/members/${pest.user.username}/follow`, undefined, { cookie: blocker.cookie })).status).toBe(403);
    const pestPost = await createPost(db(), pest.user.id);
    expect((await get<FeedPage>('/api/posts', blocker.cookie)).posts.map((p) => p.id)).not.toContain(pestPost.id);

    expect(await (await call('DELETE', `/api/members/${pest.user.username}/block`, undefined, { cookie: blocker.cookie })).json()).toEqual({ blocked: false });
    expect((await call('POST', `/api/members/${blocker.user.username}/follow`, undefined, { cookie: pest.cookie })).status).toBe(200);
    expect((await call('POST', `/api/posts/${ownPost.id}/comments`, { content: 'Danke!' }, { cookie: pest.cookie })).status).toBe(201);
  });
});
