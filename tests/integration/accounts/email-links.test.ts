import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '~/server/app';
import { getDb } from '~/server/db/client';
import { createUser } from '../../factories/users';
import { mailsTo } from '../mail';

const SITE = 'https://rudel.example';
const configured: Env = { ...env, SITE_ORIGIN: SITE };

/** A request whose Host (and so its URL) names the attacker's server, same-origin with itself. */
const forged = (path: string, body: unknown) =>
  app.request(
    `http://evil.example${path}`,
    { method: 'POST', headers: { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json' }, body: JSON.stringify(body) },
    configured,
  );

async function linksMailedTo(email: string): Promise<string[]> {
  const [mail] = await mailsTo(email);
  return [...(mail?.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
}

describe('links in emails', () => {
  it('point to the configured site, whatever Host a password reset request names', async () => {
    const user = await createUser(getDb(env.DB), 'free');
    expect((await forged('/api/forgot-password', { email: user.email })).status).toBe(200);
    const links = await linksMailedTo(user.email);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(SITE);
  });

  it('point to the configured site in the verification mail of a registration with a forged Host', async () => {
    const email = `forged_${crypto.randomUUID().slice(0, 8)}@example.test`;
    const response = await forged('/api/register', {
      firstName: 'Eva',
      lastName: 'Muster',
      username: `forged_${crypto.randomUUID().slice(0, 8)}`,
      email,
      password: 'Hundewiese-42',
    });
    expect(response.status).toBe(201);
    const links = await linksMailedTo(email);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(SITE);
  });
});
