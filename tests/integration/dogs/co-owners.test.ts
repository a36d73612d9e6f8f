/** Co-owners (docs/decisions/022-dogs.md): invitations by email or username, answering them once, leaving and removing. */
import { env } from 'cloudflare:workers';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DogProfile } from '~/shared/dogs';
import { getDb } from '~/server/db/client';
import { dogInvitations, dogOwners, dogs, notifications } from '~/server/db/schema';
import { createDog, inviteToDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { latestLink, mailsTo } from '../mail';
import { call } from '../request';

const db = () => getDb(env.DB);
const DAY = 24 * 60 * 60 * 1000;

/** The token of the newest invitation mailed to `address`. */
async function invitationToken(address: string): Promise<string> {
  const path = await latestLink(address);
  expect(path).toMatch(/^(\/en)?\/dogs\/invitations\/[\w-]{43}$/);
  return path.split('/').pop() ?? '';
}

const ownersOf = async (dogId: number) =>
  (await db().select({ userId: dogOwners.userId }).from(dogOwners).where(eq(dogOwners.dogId, dogId))).map((o) => o.userId).sort((a, b) => a - b);

describe('POST /api/dogs/{id}/invitations', () => {
  it('invites by email: the invitee gets a link in their language, accepts once, and then owns and sees the dog', async () => {
    const owner = await signedIn('paidYearly', { displayName: 'Lena' });
    const guest = await signedIn('free', { locale: 'en' });
    const dog = await createDog(db(), [owner.user.id], { name: 'Balu' });
    const sent = await call('POST', `/api/dogs/${dog.id}/invitations`, { email: ` ${guest.user.email.toUpperCase()} ` }, { cookie: owner.cookie });
    expect(sent.status).toBe(201);
    const body = (await sent.json()) as { expiresAt: string };
    expect(body).toMatchObject({ id: expect.any(Number), dogId: dog.id, invitee: { id: guest.user.id, displayName: guest.user.displayName } });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(13.9 * DAY);
    const [mail] = await mailsTo(guest.user.email);
    expect(mail?.subject).toBe('Lena invites you to train Balu together');
    expect(mail?.text).toContain('14 days');
    const token = await invitationToken(guest.user.email);
    expect(await latestLink(guest.user.email)).toMatch(/^\/en\/dogs\/invitations\//);
    // The token is stored only as its hash.
    expect(JSON.stringify(await db().select().from(dogInvitations))).not.toContain(token);

    const accepted = await call('POST', `/api/dog-invitations/${token}/accept`, {}, { cookie: guest.cookie });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ dogId: dog.id, answer: 'accepted' });
    const seen = (await (await call('GET', '/api/dogs', undefined, { cookie: guest.cookie })).json()) as DogProfile[];
    expect(seen.map((d) => [d.name, d.owners.map((o) => o.id), d.mayTrack])).toEqual([['Balu', [owner.user.id, guest.user.id], true]]);

    const again = await call('POST', `/api/dog-invitations/${token}/accept`, {}, { cookie: guest.cookie, headers: { 'x-rudel-locale': 'en' } });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ code: 'dog_invitation_used', message: 'This invitation has already been answered.' });
    expect((await call('POST', `/api/dog-invitations/${token}/decline`, {}, { cookie: guest.cookie })).status).toBe(410);
  });

  it('invites by username (any case), in German for a German member; a declined invitation changes no ownership', async () => {
    const owner = await signedIn('free', { displayName: 'Tom' });
    const guest = await signedIn('free', { username: 'Emma_Walks' });
    const dog = await createDog(db(), [owner.user.id], { name: 'Pepe' });
    expect((await call('POST', `/api/dogs/${dog.id}/invitations`, { username: 'emma_walks' }, { cookie: owner.cookie })).status).toBe(201);
    expect((await mailsTo(guest.user.email))[0]?.subject).toBe('Tom lädt dich ein, Pepe gemeinsam zu trainieren');
    const token = await invitationToken(guest.user.email);
    expect(await (await call('POST', `/api/dog-invitations/${token}/decline`, {}, { cookie: guest.cookie })).json()).toEqual({
      dogId: dog.id,
      answer: 'declined',
    });
    expect(await ownersOf(dog.id)).toEqual([owner.user.id]);
    expect((await call('POST', `/api/dog-invitations/${token}/accept`, {}, { cookie: guest.cookie })).status).toBe(410);
  });

  it('invites by username compared by its key: a capital beyond ASCII matches, the ASCII look-alike is someone else', async () => {
    const owner = await signedIn('free');
    const olaf = await signedIn('free', { username: 'Ölaf' });
    const dog = await createDog(db(), [owner.user.id]);
    const invited = await call('POST', `/api/dogs/${dog.id}/invitations`, { username: 'ölaf' }, { cookie: owner.cookie });
    expect(invited.status).toBe(201);
    expect(await invited.json()).toMatchObject({ invitee: { id: olaf.user.id } });
    expect((await call('POST', `/api/dogs/${dog.id}/invitations`, { username: 'olaf' }, { cookie: owner.cookie })).status).toBe(404);
  });

  it('refuses inviting oneself, an existing co-owner, an unknown member, and both or neither of email and username', async () => {
    const owner = await signedIn();
    const partner = await signedIn();
    const dog = await createDog(db(), [owner.user.id, partner.user.id]);
    const attempt = (body: unknown) => call('POST', `/api/dogs/${dog.id}/invitations`, body, { cookie: owner.cookie });
    expect(await (await attempt({ email: owner.user.email })).json()).toMatchObject({
      code: 'dog_invite_self',
      field: 'email',
      message: 'Du kannst dich nicht selbst einladen.',
    });
    expect(await (await attempt({ username: owner.user.username })).json()).toMatchObject({ code: 'dog_invite_self', field: 'username' });
    const existing = await attempt({ username: partner.user.username });
    expect(existing.status).toBe(409);
    expect(await existing.json()).toMatchObject({ code: 'dog_invite_already_owner', field: 'username' });
    const unknown = await attempt({ email: 'niemand@example.test' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'dog_invitee_not_found', field: 'email' });
    const unconfirmed = await createUser(db(), 'unverified');
    expect((await attempt({ username: unconfirmed.username })).status).toBe(404);
    expect((await attempt({ email: 'kaputt' })).status).toBe(400);
    expect(await (await attempt({ email: partner.user.email, username: partner.user.username })).json()).toMatchObject({ code: 'validation_dog_invitee' });
    expect((await attempt({})).status).toBe(400);
    expect(await db().select().from(dogInvitations)).toEqual([]);
  });

  it('answers an invitee who blocked or muted the inviter as an unknown member, and sends them nothing', async () => {
    const owner = await signedIn();
    const blocker = await signedIn();
    const muter = await signedIn();
    const dog = await createDog(db(), [owner.user.id]);
    await call('POST', `/api/members/${owner.user.username}/block`, undefined, { cookie: blocker.cookie });
    await call('POST', `/api/members/${owner.user.username}/mute`, undefined, { cookie: muter.cookie });
    for (const body of [{ email: blocker.user.email }, { username: muter.user.username }]) {
      const refused = await call('POST', `/api/dogs/${dog.id}/invitations`, body, { cookie: owner.cookie });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ code: 'dog_invitee_not_found', field: Object.keys(body)[0] });
    }
    expect(await mailsTo(blocker.user.email)).toEqual([]);
    expect(await mailsTo(muter.user.email)).toEqual([]);
    expect(await db().select().from(dogInvitations)).toEqual([]);
    expect(await db().select().from(notifications)).toEqual([]);
  });

  it('lets an invitation expire after 14 days with a clear message, and a new one void the earlier link', async () => {
    const owner = await signedIn();
    const guest = await signedIn();
    const dog = await createDog(db(), [owner.user.id]);
    await call('POST', `/api/dogs/${dog.id}/invitations`, { username: guest.user.username }, { cookie: owner.cookie });
    const first = await invitationToken(guest.user.email);
    await call('POST', `/api/dogs/${dog.id}/invitations`, { username: guest.user.username }, { cookie: owner.cookie });
    const second = await invitationToken(guest.user.email);
    const voided = await call('POST', `/api/dog-invitations/${first}/accept`, {}, { cookie: guest.cookie });
    expect(voided.status).toBe(410);
    expect(await voided.json()).toMatchObject({ code: 'dog_invitation_expired', message: 'Diese Einladung ist abgelaufen. Bitte um eine neue.' });
    await db()
      .update(dogInvitations)
      .set({ expiresAt: new Date(Date.now() - 1) });
    expect(await (await call('POST', `/api/dog-invitations/${second}/accept`, {}, { cookie: guest.cookie })).json()).toMatchObject({
      code: 'dog_invitation_expired',
    });
    expect(await ownersOf(dog.id)).toEqual([owner.user.id]);
  });

  it("is the invitee's only: anyone else, and a made-up token, get 404; accepting twice at once adds one owner", async () => {
    const owner = await signedIn();
    const guest = await signedIn();
    const other = await signedIn();
    const dog = await createDog(db(), [owner.user.id]);
    await call('POST', `/api/dogs/${dog.id}/invitations`, { email: guest.user.email }, { cookie: owner.cookie });
    const token = await invitationToken(guest.user.email);
    for (const cookie of [other.cookie, owner.cookie]) expect((await call('POST', `/api/dog-invitations/${token}/accept`, {}, { cookie })).status).toBe(404);
    expect(await (await call('POST', '/api/dog-invitations/ausgedacht/accept', {}, { cookie: guest.cookie })).json()).toMatchObject({
      code: 'dog_invitation_not_found',
    });
    expect((await call('POST', `/api/dog-invitations/${token}/accept`, {})).status).toBe(401);
    const statuses = (
      await Promise.all(Array.from({ length: 5 }, () => call('POST', `/api/dog-invitations/${token}/accept`, {}, { cookie: guest.cookie })))
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 410, 410, 410, 410]);
    expect(await ownersOf(dog.id)).toEqual([owner.user.id, guest.user.id].sort((a, b) => a - b));
  });

  it("keeps the invitation open when accepting would pass the invitee's limit of ten dogs", async () => {
    const owner = await signedIn();
    const guest = await signedIn();
    const dog = await createDog(db(), [owner.user.id]);
    for (let i = 0; i < 10; i += 1) await createDog(db(), [guest.user.id]);
    await call('POST', `/api/dogs/${dog.id}/invitations`, { email: guest.user.email }, { cookie: owner.cookie });
    const token = await invitationToken(guest.user.email);
    const refused = await call('POST', `/api/dog-invitations/${token}/accept`, {}, { cookie: guest.cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'dog_limit_reached' });
    expect((await db().select().from(dogInvitations))[0]).toMatchObject({ answer: null, answeredAt: null });
    const [oneOfTen] = await db().select().from(dogOwners).where(eq(dogOwners.userId, guest.user.id)).limit(1);
    await call('DELETE', `/api/dogs/${oneOfTen?.dogId}`, undefined, { cookie: guest.cookie });
    expect((await call('POST', `/api/dog-invitations/${token}/accept`, {}, { cookie: guest.cookie })).status).toBe(200);
  });
});

describe('the owner limit of six', () => {
  it('lets 30 parallel accepts of one dog add owners only up to six; the others get a localized 409 and keep their invitation', async () => {
    const creator = await signedIn();
    const dog = await createDog(db(), [creator.user.id]);
    const guests = await Promise.all(Array.from({ length: 30 }, () => signedIn('free', { locale: 'en' })));
    const tokens = await Promise.all(guests.map((guest) => inviteToDog(db(), dog.id, creator.user.id, guest.user.id)));
    const answers = await Promise.all(
      guests.map((guest, i) => call('POST', `/api/dog-invitations/${tokens[i]}/accept`, {}, { cookie: guest.cookie, headers: { 'x-rudel-locale': 'en' } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(5).fill(200), ...Array(25).fill(409)]);
    const refused = answers.find((r) => r.status === 409);
    expect(await refused?.json()).toMatchObject({ code: 'dog_owner_limit_reached', message: 'A dog can have at most 6 owners.' });
    expect(await ownersOf(dog.id)).toHaveLength(6);
    expect(await db().select().from(dogInvitations).where(isNull(dogInvitations.answeredAt))).toHaveLength(25);
  });

  it('refuses inviting to a full dog at the field, before looking anyone up, and sends nothing', async () => {
    const owners = await Promise.all(Array.from({ length: 6 }, () => signedIn()));
    const guest = await signedIn();
    const dog = await createDog(
      db(),
      owners.map((o) => o.user.id),
    );
    const refused = await call('POST', `/api/dogs/${dog.id}/invitations`, { username: guest.user.username }, { cookie: owners[1]?.cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'dog_owner_limit_reached',
      field: 'username',
      message: 'Ein Hund kann höchstens 6 Besitzer:innen haben.',
    });
    expect(await mailsTo(guest.user.email)).toEqual([]);
    expect(await db().select().from(dogInvitations)).toEqual([]);
  });
});

describe('DELETE /api/dogs/{id}/owners/{userId}', () => {
  it('lets the owner who added the dog remove a co-owner, and nobody else remove anyone but themselves', async () => {
    const creator = await signedIn();
    const partner = await signedIn();
    const third = await signedIn();
    const dog = await createDog(db(), [creator.user.id, partner.user.id, third.user.id]);
    const refused = await call('DELETE', `/api/dogs/${dog.id}/owners/${third.user.id}`, undefined, { cookie: partner.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'dog_owner_remove_forbidden' });
    expect((await call('DELETE', `/api/dogs/${dog.id}/owners/${creator.user.id}`, undefined, { cookie: partner.cookie })).status).toBe(403);
    const stranger = await createUser(db(), 'free');
    expect(await (await call('DELETE', `/api/dogs/${dog.id}/owners/${stranger.id}`, undefined, { cookie: creator.cookie })).json()).toMatchObject({
      code: 'dog_owner_not_found',
    });
    expect(await (await call('DELETE', `/api/dogs/${dog.id}/owners/${third.user.id}`, undefined, { cookie: creator.cookie })).json()).toEqual({
      dogDeleted: false,
    });
    expect(await ownersOf(dog.id)).toEqual([creator.user.id, partner.user.id].sort((a, b) => a - b));
    // A co-owner may leave; the dog stays with the others.
    expect(await (await call('DELETE', `/api/dogs/${dog.id}/owners/${partner.user.id}`, undefined, { cookie: partner.cookie })).json()).toEqual({
      dogDeleted: false,
    });
    expect((await call('GET', `/api/dogs/${dog.id}`, undefined, { cookie: partner.cookie })).status).toBe(404);
  });

  it('passes the rights of the owner who added the dog to the longest-standing remaining owner when they leave', async () => {
    const creator = await signedIn();
    const first = await signedIn();
    const second = await signedIn();
    const third = await signedIn();
    const dog = await createDog(db(), [creator.user.id, first.user.id, second.user.id, third.user.id]);
    await call('DELETE', `/api/dogs/${dog.id}`, undefined, { cookie: creator.cookie });
    expect((await call('DELETE', `/api/dogs/${dog.id}/owners/${third.user.id}`, undefined, { cookie: second.cookie })).status).toBe(403);
    const removed = await call('DELETE', `/api/dogs/${dog.id}/owners/${third.user.id}`, undefined, { cookie: first.cookie });
    expect(removed.status).toBe(200);
    expect(await ownersOf(dog.id)).toEqual([first.user.id, second.user.id].sort((a, b) => a - b));
    const seen = (await (await call('GET', `/api/dogs/${dog.id}`, undefined, { cookie: second.cookie })).json()) as DogProfile;
    expect(seen.createdBy).toBe(first.user.id);
  });

  it('deletes the dog when its last owner leaves, and the invitations the leaver sent go with their ownership', async () => {
    const creator = await signedIn();
    const partner = await signedIn();
    const guest = await signedIn();
    const dog = await createDog(db(), [creator.user.id, partner.user.id]);
    await call('POST', `/api/dogs/${dog.id}/invitations`, { email: guest.user.email }, { cookie: partner.cookie });
    await call('DELETE', `/api/dogs/${dog.id}/owners/${partner.user.id}`, undefined, { cookie: partner.cookie });
    expect(
      await db()
        .select()
        .from(dogInvitations)
        .where(and(eq(dogInvitations.dogId, dog.id), eq(dogInvitations.inviterId, partner.user.id))),
    ).toEqual([]);
    expect(await (await call('DELETE', `/api/dogs/${dog.id}/owners/${creator.user.id}`, undefined, { cookie: creator.cookie })).json()).toEqual({
      dogDeleted: true,
    });
    expect(await db().select().from(dogs)).toEqual([]);
  });
});
