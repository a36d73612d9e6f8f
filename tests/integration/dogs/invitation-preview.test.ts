/** What the invitation page shows (docs/decisions/022-dogs.md): the dog and its inviter, for the invitee only, while the link works. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { invitationPreview } from '~/server/services/dogs/invitations';
import type { SessionUser } from '~/server/auth/session-user';
import { createDog } from '../../factories/dogs';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { latestLink } from '../mail';
import { call } from '../request';

const db = () => getDb(env.DB);
const DAY = 24 * 60 * 60 * 1000;
const asSession = ({ user }: SignedIn): SessionUser => ({ ...user, subscriptionStatus: null, planType: null, twoFactorEnabled: false });

async function invite(owner: SignedIn, guest: SignedIn, dogId: number): Promise<string> {
  expect((await call('POST', `/api/dogs/${dogId}/invitations`, { username: guest.user.username }, { cookie: owner.cookie })).status).toBe(201);
  return (await latestLink(guest.user.email)).split('/').pop() ?? '';
}

describe('invitationPreview', () => {
  it('names the dog and the inviter to the invitee until the invitation is answered', async () => {
    const owner = await signedIn('free', { displayName: 'Lena' });
    const guest = await signedIn();
    const dog = await createDog(db(), [owner.user.id], { name: 'Balu' });
    const token = await invite(owner, guest, dog.id);
    const preview = await invitationPreview(db(), asSession(guest), token);
    expect(preview).toMatchObject({ dogName: 'Balu', inviterName: 'Lena' });
    expect(Date.parse(preview.expiresAt) - Date.now()).toBeGreaterThan(13.9 * DAY);

    expect((await call('POST', `/api/dog-invitations/${token}/decline`, {}, { cookie: guest.cookie })).status).toBe(200);
    await expect(invitationPreview(db(), asSession(guest), token)).rejects.toMatchObject({ status: 410, code: 'dog_invitation_used' });
  });

  it('does not exist for anyone but the invitee or for an unknown token, and says when the link expired', async () => {
    const owner = await signedIn();
    const guest = await signedIn();
    const stranger = await signedIn();
    const dog = await createDog(db(), [owner.user.id]);
    const token = await invite(owner, guest, dog.id);
    for (const [who, link] of [
      [stranger, token],
      [owner, token],
      [guest, 'not-a-token'],
    ] as const) {
      await expect(invitationPreview(db(), asSession(who), link)).rejects.toMatchObject({ status: 404, code: 'dog_invitation_not_found' });
    }
    await expect(invitationPreview(db(), asSession(guest), token, Date.now() + 15 * DAY)).rejects.toMatchObject({
      status: 410,
      code: 'dog_invitation_expired',
    });
  });
});
