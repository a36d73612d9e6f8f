/**
 * The hot, forgiving limits on the Rate Limiting binding (decision 041, product-rules.md §7.3): each
 * answers 429 with the localized message and a Retry-After of the binding's minute once exceeded, per
 * member or per address, and a write no longer writes a counter row to D1.
 */
import { env } from 'cloudflare:workers';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { rateLimits } from '~/server/db/schema';
import { translate } from '~/shared/messages';
import { createDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { refusalAfter, SLOW } from '../edge-limit';
import { call } from '../request';

const db = () => getDb(env.DB);

async function expectRefusal(response: Response, locale: 'de' | 'en' = 'de') {
  expect(response.headers.get('retry-after')).toBe('60');
  expect(await response.json()).toEqual({ code: 'error_rate_limited', message: translate('error_rate_limited', locale) });
}

describe('the write limit per member', () => {
  it(
    'refuses the 61st post or comment of a member within a minute, writes no counter row, and leaves another member alone',
    async () => {
      const member = await signedIn('paidMonthly');
      const post = (cookie: string, locale = 'de') =>
        call('POST', '/api/posts', { content: 'Kurz notiert', type: 'post', activityId: null }, { cookie, headers: { 'x-rudel-locale': locale } });
      const response = await refusalAfter(60, () => post(member.cookie, 'en'));
      await expectRefusal(response, 'en');
      expect((await db().select({ n: count() }).from(rateLimits))[0]?.n).toBe(0);
      const other = await signedIn('paidMonthly');
      expect((await post(other.cookie)).status).toBe(201);
    },
    SLOW,
  );

  it(
    'counts dog writes by the member, behind the guard',
    async () => {
      const member = await signedIn('paidMonthly');
      const dog = await createDog(db(), [member.user.id]);
      const response = await refusalAfter(60, () => call('PATCH', `/api/dogs/${dog.id}`, { name: 'Balu' }, { cookie: member.cookie }));
      await expectRefusal(response);
      // A visitor meets the guard first, never the limit.
      expect((await call('PATCH', `/api/dogs/${dog.id}`, { name: 'Balu' })).status).toBe(401);
    },
    SLOW,
  );
});

describe('the search limit per member', () => {
  it(
    'refuses the 61st member search within a minute',
    async () => {
      const member = await signedIn('free');
      const response = await refusalAfter(60, () => call('GET', '/api/users/search?q=an', undefined, { cookie: member.cookie }));
      await expectRefusal(response);
    },
    SLOW,
  );
});

describe('the limits per address', () => {
  it(
    'refuses the 4th registration from one address within a minute, and not another address',
    async () => {
      let n = 0;
      const register = (address: string) => {
        n += 1;
        return call(
          'POST',
          '/api/register',
          { firstName: 'Lotte', lastName: 'Krause', username: `neu_${n}`, email: `neu${n}@example.org`, password: 'Spazier1', displayName: `neu_${n}` },
          { headers: { 'cf-connecting-ip': address } },
        );
      };
      const response = await refusalAfter(3, () => register('198.51.100.20'));
      await expectRefusal(response);
      expect((await register('198.51.100.21')).status).toBe(201);
    },
    SLOW,
  );

  it(
    'refuses the 3rd contact message from one address within a minute',
    async () => {
      const valid = {
        firstName: 'Anna',
        lastName: 'Beispiel',
        email: 'anna@example.org',
        subject: 'technical',
        message: 'Die Seite lädt bei mir nicht richtig.',
      };
      const response = await refusalAfter(2, () => call('POST', '/api/contact', valid, { headers: { 'cf-connecting-ip': '198.51.100.30' } }));
      await expectRefusal(response);
    },
    SLOW,
  );
});
