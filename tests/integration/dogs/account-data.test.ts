/** Dogs in the data export and in account deletion (docs/decisions/017 and 022). */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { activities, dogInvitations, dogOwners, dogProgress, dogs } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createDog, tickProgress } from '../../factories/dogs';
import { sessionCookieFor } from '../../factories/sessions';
import { createUpload, objectsOf } from '../../factories/uploads';
import { createUser, FACTORY_PASSWORD } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

/** A member with a dog of their own (with a photo), a dog shared with a partner, progress on both and invitations both ways. */
async function dogKeeper() {
  const member = await createUser(db(), 'paidYearly');
  const partner = await createUser(db(), 'free');
  const cookie = await sessionCookieFor(env.SESSION, member.id);
  const photo = await createUpload(db(), env.MEDIA, member.id, new Date());
  const own = await createDog(db(), [member.id], { name: 'Frida', photoKey: photo.mediumKey });
  const shared = await createDog(db(), [member.id, partner.id], { name: 'Balu' });
  const partnersDog = await createDog(db(), [partner.id], { name: 'Pepe' });
  const activity = await createActivity(db(), partner.id);
  await tickProgress(db(), own.id, activity.id, { mastered: true });
  await tickProgress(db(), shared.id, activity.id, { tried: true, mastered: true });
  await db().update(activities).set({ completions: 2 }).where(eq(activities.id, activity.id));
  const later = new Date(Date.now() + 86_400_000);
  await db()
    .insert(dogInvitations)
    .values([
      { dogId: own.id, inviterId: member.id, inviteeId: partner.id, tokenHash: 'hash-sent', expiresAt: later },
      { dogId: partnersDog.id, inviterId: partner.id, inviteeId: member.id, tokenHash: 'hash-received', expiresAt: later },
    ]);
  return { member, partner, cookie, photo, own, shared, partnersDog, activity };
}

describe('GET /api/account/export', () => {
  it("holds the member's dogs with their owners, co-ownerships, invitations both ways and per-dog progress, never a token hash", async () => {
    const { member, partner, cookie, own, shared, partnersDog } = await dogKeeper();
    const response = await call('GET', '/api/account/export', undefined, { cookie });
    const text = await response.text();
    expect(text).not.toContain('hash-sent');
    expect(text).not.toContain('hash-received');
    const data = JSON.parse(text) as Record<string, Array<Record<string, unknown>>>;
    expect(data.dogs?.map((d) => [d.name, (d.owners as Array<{ id: number }>).map((o) => o.id)])).toEqual([
      ['Frida', [member.id]],
      ['Balu', [member.id, partner.id]],
    ]);
    expect(data.dogCoOwnerships?.map((o) => o.dogId)).toEqual([own.id, shared.id]);
    expect(data.dogInvitationsSent).toEqual([expect.objectContaining({ dogId: own.id, inviteeId: partner.id, answer: null })]);
    expect(data.dogInvitationsReceived).toEqual([expect.objectContaining({ dogId: partnersDog.id, inviterId: partner.id })]);
    expect(data.dogProgress?.map((p) => [p.dogId, p.mastered])).toEqual([
      [own.id, true],
      [shared.id, true],
    ]);
  });
});

describe('POST /api/account/delete', () => {
  for (const keepContent of [false, true]) {
    it(`deletes the dogs the member alone owns with their photos, and leaves co-owned ones to the others (keepContent ${keepContent})`, async () => {
      const { member, partner, cookie, photo, shared, partnersDog, activity } = await dogKeeper();
      expect((await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD, keepContent }, { cookie })).status).toBe(204);
      expect((await db().select({ id: dogs.id, createdBy: dogs.createdBy }).from(dogs)).sort((a, b) => a.id - b.id)).toEqual([
        // The shared dog passes to its other owner, who may now remove co-owners.
        { id: shared.id, createdBy: partner.id },
        { id: partnersDog.id, createdBy: partner.id },
      ]);
      expect(await db().select().from(dogOwners).where(eq(dogOwners.userId, member.id))).toEqual([]);
      expect(await db().select().from(dogInvitations)).toEqual([]);
      expect(await db().select({ dogId: dogProgress.dogId }).from(dogProgress)).toEqual([{ dogId: shared.id }]);
      expect(await objectsOf(env.MEDIA, photo)).toEqual([]);
      // Frida's mastery no longer counts; Balu's, with his remaining owner, still does.
      expect((await db().select({ n: activities.completions }).from(activities).where(eq(activities.id, activity.id)))[0]?.n).toBe(1);
    });
  }
});
