/**
 * The journal in the data export and in account deletion (docs/decisions/023-training-journal.md):
 * the export holds the sessions the member logged and those of their dogs; deletion takes the
 * member's sessions (also when the account is kept for its content), the journals of the dogs they
 * alone own, and every photo of those sessions from R2. A removed dog takes its journal's photos.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { dogs, trainingSessions } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { sessionCookieFor } from '../../factories/sessions';
import { createSession } from '../../factories/training';
import { createUpload, objectsOf } from '../../factories/uploads';
import { createUser, FACTORY_PASSWORD } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

/** A member with a dog of their own and a dog shared with a partner, sessions by both, some with photos. */
async function trainers() {
  const member = await createUser(db(), 'paidYearly');
  const partner = await createUser(db(), 'free');
  const stranger = await createUser(db(), 'paidYearly');
  const cookie = await sessionCookieFor(env.SESSION, member.id);
  const own = await createDog(db(), [member.id], { name: 'Frida' });
  const shared = await createDog(db(), [member.id, partner.id], { name: 'Balu' });
  const strangersDog = await createDog(db(), [stranger.id], { name: 'Pepe' });
  const activity = await createActivity(db(), partner.id);
  const photo = async (userId: number) => createUpload(db(), env.MEDIA, userId, new Date());
  const [ownPhoto, sharedPhoto, partnerPhoto] = [await photo(member.id), await photo(member.id), await photo(partner.id)];
  const log = (dogId: number, userId: number, imageKey: string | null = null) => createSession(db(), { dogId, activityId: activity.id, userId }, { imageKey });
  const sessions = {
    own: await log(own.id, member.id, ownPhoto.mediumKey),
    sharedByMember: await log(shared.id, member.id, sharedPhoto.mediumKey),
    sharedByPartner: await log(shared.id, partner.id, partnerPhoto.mediumKey),
    strangers: await log(strangersDog.id, stranger.id),
  };
  return { member, partner, cookie, own, shared, sessions, photos: { ownPhoto, sharedPhoto, partnerPhoto } };
}

describe('the journal in the data export', () => {
  it('holds the sessions the member logged and all sessions of their dogs, nobody else’s', async () => {
    const { cookie, sessions } = await trainers();
    const data = (await (await call('GET', '/api/account/export', undefined, { cookie })).json()) as { trainingSessions: { id: number }[] };
    expect(data.trainingSessions.map((s) => s.id).sort()).toEqual([sessions.own.id, sessions.sharedByMember.id, sessions.sharedByPartner.id].sort());
  });
});

describe('the journal in account deletion', () => {
  it.each([false, true])('takes the member’s sessions and their dogs’ journals with the photos (keepContent %s)', async (keepContent) => {
    const { cookie, sessions, photos, shared } = await trainers();
    expect((await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD, keepContent }, { cookie })).status).toBe(204);
    const left = await db().select({ id: trainingSessions.id, dogId: trainingSessions.dogId }).from(trainingSessions);
    expect(left.map((s) => s.id).sort()).toEqual([sessions.sharedByPartner.id, sessions.strangers.id].sort());
    expect(await objectsOf(env.MEDIA, photos.ownPhoto)).toEqual([]);
    expect(await objectsOf(env.MEDIA, photos.sharedPhoto)).toEqual([]);
    expect(await objectsOf(env.MEDIA, photos.partnerPhoto)).toHaveLength(2);
    const [balu] = await db().select({ sessions: dogs.trainingSessions }).from(dogs).where(eq(dogs.id, shared.id));
    expect(balu?.sessions).toBe(1);
  });

  it('takes a removed dog’s journal photos with the dog, and leaves them while another owner keeps it', async () => {
    const { cookie, partner, shared, own, photos } = await trainers();
    const partnerCookie = await sessionCookieFor(env.SESSION, partner.id);
    expect((await call('DELETE', `/api/dogs/${shared.id}`, undefined, { cookie })).status).toBe(200);
    expect(await objectsOf(env.MEDIA, photos.sharedPhoto)).toHaveLength(2);
    expect((await call('DELETE', `/api/dogs/${shared.id}`, undefined, { cookie: partnerCookie })).status).toBe(200);
    expect(await objectsOf(env.MEDIA, photos.sharedPhoto)).toEqual([]);
    expect(await objectsOf(env.MEDIA, photos.partnerPhoto)).toEqual([]);
    expect((await call('DELETE', `/api/dogs/${own.id}`, undefined, { cookie })).status).toBe(200);
    expect(await objectsOf(env.MEDIA, photos.ownPhoto)).toEqual([]);
  });
});
