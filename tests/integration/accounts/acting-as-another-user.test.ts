import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '~/server/app';
import { getDb } from '~/server/db/client';
import { activityInput, createActivity, createComment, createPost } from '../../factories/content';
import { sessionCookieFor } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

/**
 * The server acts only as the session user (docs/architecture.md §6). Every route that names a user in
 * its path or body answers 403 when that user is someone else.
 */
const namingRoutes = (otherId: number, otherEmail: string, activityId: number, postId: number, commentId: number) => [
  { method: 'PATCH', route: '/api/users/:id', path: `/api/users/${otherId}`, body: { bio: 'x' } },
  {
    method: 'POST',
    route: '/api/change-password',
    path: '/api/change-password',
    body: { userId: otherId, currentPassword: 'Egal123x', newPassword: 'Neu12345A' },
  },
  { method: 'GET', route: '/api/user-stats/:userId', path: `/api/user-stats/${otherId}` },
  { method: 'POST', route: '/api/newsletter/subscribe', path: '/api/newsletter/subscribe', body: { email: otherEmail } },
  { method: 'POST', route: '/api/newsletter/unsubscribe', path: '/api/newsletter/unsubscribe', body: { email: otherEmail } },
  { method: 'GET', route: '/api/activities/:id/like/:userId', path: `/api/activities/${activityId}/like/${otherId}` },
  { method: 'POST', route: '/api/activities/:id/like', path: `/api/activities/${activityId}/like`, body: { userId: otherId } },
  { method: 'POST', route: '/api/activities/:id/unlike', path: `/api/activities/${activityId}/unlike`, body: { userId: otherId } },
  { method: 'GET', route: '/api/user-progress/:userId', path: `/api/user-progress/${otherId}` },
  { method: 'GET', route: '/api/activity-progress/:userId/:activityId', path: `/api/activity-progress/${otherId}/${activityId}` },
  { method: 'POST', route: '/api/activity-progress/:userId/:activityId', path: `/api/activity-progress/${otherId}/${activityId}`, body: { tried: true } },
  { method: 'POST', route: '/api/activities', path: '/api/activities', body: activityInput({ authorId: otherId }) },
  { method: 'POST', route: '/api/posts', path: '/api/posts', body: { content: 'Ein Beitrag in fremdem Namen.', type: 'post', authorId: otherId } },
  { method: 'GET', route: '/api/posts/:postId/like/:userId', path: `/api/posts/${postId}/like/${otherId}` },
  { method: 'POST', route: '/api/posts/:postId/like', path: `/api/posts/${postId}/like`, body: { userId: otherId } },
  { method: 'POST', route: '/api/posts/:postId/unlike', path: `/api/posts/${postId}/unlike`, body: { userId: otherId } },
  { method: 'POST', route: '/api/posts/:postId/delete', path: `/api/posts/${postId}/delete`, body: { userId: otherId } },
  { method: 'POST', route: '/api/posts/:postId/comments', path: `/api/posts/${postId}/comments`, body: { content: 'Hallo', authorId: otherId } },
  { method: 'POST', route: '/api/comments', path: '/api/comments', body: { postId, content: 'Hallo', authorId: otherId } },
  { method: 'POST', route: '/api/comments/:id/like', path: `/api/comments/${commentId}/like`, body: { userId: otherId } },
  { method: 'GET', route: '/api/users/:userId/subscription', path: `/api/users/${otherId}/subscription` },
  { method: 'PUT', route: '/api/users/:userId/current-dog', path: `/api/users/${otherId}/current-dog`, body: { dogId: 1 } },
];

/** Public by design: it only ever mails the account's own address, and answers alike for every id. */
const PUBLIC_ROUTES_WITH_A_USER_ID = ['/api/resend-verification-email/:userId'];
/** Acting on other accounts is their job; admins only (tests/integration/admin/users.test.ts). */
const ADMIN_ROUTES_WITH_A_USER_ID = ['/api/admin/users/:id', '/api/admin/users/:id/suspension', '/api/admin/users/:id/two-factor'];
/** Names the co-owner to remove: the owner who added the dog may (tests/integration/dogs/co-owners.test.ts). */
const DOG_ROUTES_WITH_A_USER_ID = ['/api/dogs/:id/owners/:userId'];

describe('no account route acts as another user', () => {
  it('answers 403 on every route that names someone else', async () => {
    const db = getDb(env.DB);
    const me = await createUser(db, 'paidYearly');
    const other = await createUser(db, 'free');
    const activity = await createActivity(db, other.id);
    const post = await createPost(db, other.id);
    const comment = await createComment(db, post.id, other.id);
    const cookie = await sessionCookieFor(env.SESSION, me.id);
    for (const { method, path, body } of namingRoutes(other.id, other.email, activity.id, post.id, comment.id)) {
      const response = await call(method, path, body, { cookie });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it('covers every route with a user in its path', () => {
    const withUser = app.routes.filter((r) => /:userId|\/users\/:id/.test(r.path) && r.method !== 'ALL').map((r) => r.path);
    expect(withUser).toEqual(expect.arrayContaining(['/api/users/:id', '/api/user-stats/:userId']));
    const covered = new Set([
      ...namingRoutes(0, '', 0, 0, 0).map((r) => r.route),
      ...PUBLIC_ROUTES_WITH_A_USER_ID,
      ...ADMIN_ROUTES_WITH_A_USER_ID,
      ...DOG_ROUTES_WITH_A_USER_ID,
    ]);
    expect([...new Set(withUser)].filter((path) => !covered.has(path))).toEqual([]);
  });
});
