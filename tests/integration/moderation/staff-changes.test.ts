/**
 * Staff changing someone else's content through the ordinary routes leaves an audit entry, written
 * in the same batch as the change; an author changing their own leaves none.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { createActivity, createComment, createPost } from '../../factories/content';
import { signedIn } from '../../factories/sessions';
import { call } from '../request';

const db = () => getDb(env.DB);

const auditEntries = async () =>
  (
    await env.DB.prepare('SELECT actor_id AS actorId, action, target_type AS targetType, target_id AS targetId, detail FROM audit_log ORDER BY id').all()
  ).results.map((entry) => ({
    ...entry,
    detail: JSON.parse(String(entry.detail)) as unknown,
  }));

const exists = async (table: string, id: number) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE id = ?`).bind(id).first<number>('n')) === 1;

/** Ways to change a member's content, each with the table it lives in. */
async function membersContent() {
  const author = await signedIn('paidYearly');
  const activity = await createActivity(db(), author.user.id, { title: 'Apportieren mit Ball' });
  const post = await createPost(db(), author.user.id, { content: 'Unser erster Ausflug' });
  const comment = await createComment(db(), post.id, author.user.id);
  return { author, activity, post, comment };
}

describe("staff changes to a member's content", () => {
  it('a moderator editing an activity and deleting a post, a comment and an activity is audited each time', async () => {
    const { author, activity, post, comment } = await membersContent();
    const other = await createActivity(db(), author.user.id);
    const moderator = await signedIn('moderator');
    const as = { cookie: moderator.cookie };
    expect((await call('PATCH', `/api/activities/${activity.id}`, { title: 'Apportieren, aufgeräumt' }, as)).status).toBe(200);
    expect((await call('DELETE', `/api/comments/${comment.id}`, undefined, as)).status).toBe(204);
    expect((await call('POST', `/api/posts/${post.id}/delete`, { userId: moderator.user.id }, as)).status).toBe(204);
    expect((await call('DELETE', `/api/activities/${other.id}`, undefined, as)).status).toBe(204);
    const about = (targetType: string, targetId: number, action: string) =>
      expect.objectContaining({ actorId: moderator.user.id, action, targetType, targetId, detail: expect.objectContaining({ authorId: author.user.id }) });
    expect(await auditEntries()).toEqual([
      about('activity', activity.id, 'content_edited'),
      about('comment', comment.id, 'content_deleted'),
      about('post', post.id, 'content_deleted'),
      about('activity', other.id, 'content_deleted'),
    ]);
    expect((await auditEntries())[0]?.detail).toMatchObject({ text: 'Apportieren mit Ball' });
  });

  it('the author changing their own content leaves no entry', async () => {
    const { author, activity, post, comment } = await membersContent();
    const as = { cookie: author.cookie };
    expect((await call('PATCH', `/api/activities/${activity.id}`, { title: 'Apportieren, neu' }, as)).status).toBe(200);
    expect((await call('PATCH', `/api/posts/${post.id}`, { content: 'Unser zweiter Ausflug' }, as)).status).toBe(200);
    expect((await call('DELETE', `/api/comments/${comment.id}`, undefined, as)).status).toBe(204);
    expect((await call('POST', `/api/posts/${post.id}/delete`, { userId: author.user.id }, as)).status).toBe(204);
    expect((await call('DELETE', `/api/activities/${activity.id}`, undefined, as)).status).toBe(204);
    expect(await auditEntries()).toEqual([]);
  });

  it('the change and its entry commit together: a failed entry leaves the content as it was', async () => {
    const { activity, post, comment } = await membersContent();
    const { cookie } = await signedIn('admin');
    await env.DB.exec("CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'refused'); END");
    expect((await call('DELETE', `/api/comments/${comment.id}`, undefined, { cookie })).status).toBe(500);
    expect((await call('DELETE', `/api/activities/${activity.id}`, undefined, { cookie })).status).toBe(500);
    expect((await call('PATCH', `/api/activities/${activity.id}`, { title: 'Überschrieben' }, { cookie })).status).toBe(500);
    expect(await exists('comments', comment.id)).toBe(true);
    expect(await exists('activities', activity.id)).toBe(true);
    expect(await exists('posts', post.id)).toBe(true);
    expect(await env.DB.prepare('SELECT title FROM activities WHERE id = ?').bind(activity.id).first('title')).toBe('Apportieren mit Ball');
  });
});
