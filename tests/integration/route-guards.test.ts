/**
 * Every route of the app, walked from `app.routes`: a caller without the right gets 401 or 403
 * before any validator reads the request, so a refused call never learns field names. A route
 * added with its validator before its guard fails here.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '~/server/app';
import { getDb } from '~/server/db/client';
import { sessionCookieFor } from '../factories/sessions';
import { createUser } from '../factories/users';
import { call } from './request';

/** Routes open to visitors: they may answer 400 to a malformed request. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/contact',
  'POST /api/register',
  'GET /api/verify-email/:token',
  'POST /api/resend-verification-email/:userId',
  'POST /api/login',
  'POST /api/login/second-factor',
  'POST /api/logout',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'GET /api/activities',
  // Visitors search activities too; posts and questions answer them 401 first (community/search.test.ts).
  'GET /api/search',
  // The catalogue and every published course are for visitors too (decision 044).
  'GET /api/courses',
  'GET /api/courses/:id',
  'POST /api/stripe/webhook',
  // A notification email's one-click unsubscribe: its signed token is the authority (decision 033).
  'POST /api/notifications/unsubscribe',
  'GET /__dev/mail',
  // Development only (404 elsewhere): makes the local mailbox fail for an address (decision 040).
  'POST /__dev/mail/failures',
  'PUT /__dev/clock',
  'DELETE /__dev/clock',
]);

/** Each method and path once, without the middleware registrations (`*`) and the image files. */
const endpoints = [
  ...new Set(app.routes.filter((r) => r.method !== 'ALL' && !r.path.includes('*') && !r.path.startsWith('/media')).map((r) => `${r.method} ${r.path}`)),
];

/** Parameters no validator accepts, and a body that misses every field. */
function malformed(endpoint: string) {
  const [method = '', path = ''] = endpoint.split(' ');
  return call(method, path.replace(/:\w+(\{[^}]*\})?/g, 'not-a-number'), method === 'GET' ? undefined : {});
}

describe('route guards', () => {
  it('finds the routes to walk', () => {
    expect(endpoints.length).toBeGreaterThan(50);
    expect(endpoints).toContain('POST /api/admin/users');
    expect(endpoints).toContain('POST /api/moderation/:targetType/:targetId');
  });

  it('answers a visitor 401 on every route that needs an account, before validation', async () => {
    const leaks: string[] = [];
    for (const endpoint of endpoints.filter((e) => !PUBLIC.has(e))) {
      const response = await malformed(endpoint);
      if (response.status !== 401) leaks.push(`${endpoint} → ${response.status} ${await response.text()}`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers an ordinary member 403 on every staff route, before validation', async () => {
    const cookie = await sessionCookieFor(env.SESSION, (await createUser(getDb(env.DB), 'paidYearly')).id);
    const leaks: string[] = [];
    for (const endpoint of endpoints.filter((e) => / \/api\/(admin|moderation)\//.test(e))) {
      const [method = '', path = ''] = endpoint.split(' ');
      const response = await call(method, path.replace(/:\w+/g, 'not-a-number'), method === 'GET' ? undefined : {}, { cookie });
      if (response.status !== 403) leaks.push(`${endpoint} → ${response.status}`);
    }
    expect(leaks).toEqual([]);
  });
});
