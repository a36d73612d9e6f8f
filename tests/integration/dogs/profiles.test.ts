/** Dog profiles (docs/decisions/022-dogs.md): add, list, edit, remove; the limit; nobody but the owners sees a dog. */
import { env } from 'cloudflare:workers';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DogProfile } from '~/shared/dogs';
import { getDb } from '~/server/db/client';
import { dogOwners, dogs, uploads } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { sessionCookieFor, signedIn } from '../../factories/sessions';
import { createUpload, objectsOf } from '../../factories/uploads';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

describe('POST and GET /api/dogs', () => {
  it('adds a dog with every field and lists it with its owners and whether the member may track it', async () => {
    const { user, cookie } = await signedIn('free');
    const created = await call(
      'POST',
      '/api/dogs',
      { name: '  Balu ', breed: 'Labrador', birthMonth: '2022-03', sex: 'male', notes: 'Mag Suchspiele.' },
      { cookie },
    );
    expect(created.status).toBe(201);
    const dog = (await created.json()) as DogProfile;
    expect(dog).toEqual({
      id: expect.any(Number),
      name: 'Balu',
      breed: 'Labrador',
      birthMonth: '2022-03',
      sex: 'male',
      notes: 'Mag Suchspiele.',
      photo: null,
      createdBy: user.id,
      owners: [{ id: user.id, displayName: user.displayName }],
      mayTrack: false,
      isCurrent: true,
    });
    await call('POST', '/api/dogs', { name: 'Frida' }, { cookie });
    const listed = (await (await call('GET', '/api/dogs', undefined, { cookie })).json()) as DogProfile[];
    expect(listed.map((d) => [d.name, d.breed, d.isCurrent])).toEqual([
      ['Balu', 'Labrador', true],
      ['Frida', null, false],
    ]);
    const paid = await signedIn('paidMonthly');
    await call('POST', '/api/dogs', { name: 'Skye' }, { cookie: paid.cookie });
    expect(((await (await call('GET', '/api/dogs', undefined, { cookie: paid.cookie })).json()) as DogProfile[]).map((d) => [d.name, d.mayTrack])).toEqual([
      ['Skye', true],
    ]);
  });

  it.each([
    [{ name: '' }, 'validation_dog_name', 'name'],
    [{ name: 'x'.repeat(41) }, 'validation_dog_name', 'name'],
    [{ name: 'Balu\nBcc: someone@example.test' }, 'validation_dog_name', 'name'],
    [{ name: 'Balu', birthMonth: '2022-13' }, 'validation_dog_birth_month', 'birthMonth'],
    [{ name: 'Balu', birthMonth: '03/2022' }, 'validation_dog_birth_month', 'birthMonth'],
    [{ name: 'Balu', sex: 'unknown' }, 'validation_dog_sex', 'sex'],
    [{ name: 'Balu', notes: 'x'.repeat(501) }, 'validation_dog_notes', 'notes'],
    [{ name: 'Balu', breed: 'x'.repeat(61) }, 'validation_dog_breed', 'breed'],
  ])('refuses %o with %s at its field and stores nothing', async (body, code, field) => {
    const { cookie } = await signedIn();
    const response = await call('POST', '/api/dogs', body, { cookie, headers: { 'x-rudel-locale': 'en' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code, field, message: expect.not.stringMatching(/^validation_/) });
    expect((await db().select({ n: count() }).from(dogs))[0]?.n).toBe(0);
  });

  it('is free for every active member, but not for visitors, unconfirmed or suspended accounts', async () => {
    expect((await call('POST', '/api/dogs', { name: 'Balu' })).status).toBe(401);
    expect((await call('POST', '/api/dogs', { name: 'Balu' }, { cookie: (await signedIn('verified')).cookie })).status).toBe(403);
    const suspended = await createUser(db(), 'paidYearly', { suspendedUntil: new Date(Date.now() + 60_000) });
    const refused = await call('POST', '/api/dogs', { name: 'Balu' }, { cookie: await sessionCookieFor(env.SESSION, suspended.id) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'account_suspended' });
    for (const state of ['free', 'pendingPayment', 'paidMonthly', 'moderator'] as const) {
      expect((await call('POST', '/api/dogs', { name: 'Balu' }, { cookie: (await signedIn(state)).cookie })).status, state).toBe(201);
    }
  });

  it('allows ten dogs per member, co-owned ones included', async () => {
    const { user, cookie } = await signedIn();
    const partner = await createUser(db(), 'free');
    await createDog(db(), [partner.id, user.id]);
    for (let i = 0; i < 9; i += 1) await createDog(db(), [user.id]);
    const refused = await call('POST', '/api/dogs', { name: 'Nummer elf' }, { cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'dog_limit_reached', message: 'Du kannst höchstens 10 Hunde haben.' });
    expect((await db().select({ n: count() }).from(dogs))[0]?.n).toBe(10);
  });

  it('never passes the limit under 30 parallel creates, and leaves no dog without an owner', async () => {
    const { user, cookie } = await signedIn();
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => call('POST', '/api/dogs', { name: `Hund ${i}` }, { cookie })))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect((await db().select({ n: count() }).from(dogOwners).where(eq(dogOwners.userId, user.id)))[0]?.n).toBe(10);
    expect((await db().select({ n: count() }).from(dogs))[0]?.n).toBe(10);
  });
});

describe('PATCH and DELETE /api/dogs/{id}', () => {
  it('changes the given fields; any owner may; blank optional fields are cleared', async () => {
    const { user, cookie } = await signedIn();
    const partner = await signedIn();
    const dog = await createDog(db(), [user.id, partner.user.id], { breed: 'Labrador', sex: 'male', birthMonth: '2020-01' });
    const changed = await call('PATCH', `/api/dogs/${dog.id}`, { name: 'Balu der Große', breed: '', sex: null }, { cookie: partner.cookie });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ name: 'Balu der Große', breed: null, sex: null, birthMonth: '2020-01' });
    expect((await call('PATCH', `/api/dogs/${dog.id}`, { name: ' ' }, { cookie })).status).toBe(400);
  });

  it('takes a photo from the upload pipeline, keeps it when a co-owner saves, and deletes a replaced one from R2', async () => {
    const { user, cookie } = await signedIn();
    const partner = await signedIn();
    const first = await createUpload(db(), env.MEDIA, user.id, new Date());
    const second = await createUpload(db(), env.MEDIA, user.id, new Date());
    const created = (await (await call('POST', '/api/dogs', { name: 'Balu', photoUrl: `/media/${first.mediumKey}` }, { cookie })).json()) as DogProfile;
    expect(created.photo).toEqual({ thumbnail: `/media/${first.thumbnailKey}`, medium: `/media/${first.mediumKey}` });
    await db().insert(dogOwners).values({ dogId: created.id, userId: partner.user.id });
    // Someone else's upload is refused; the photo already on the dog is not.
    const foreign = await createUpload(db(), env.MEDIA, partner.user.id, new Date());
    expect((await call('PATCH', `/api/dogs/${created.id}`, { photoUrl: `/media/${foreign.mediumKey}` }, { cookie })).status).toBe(403);
    expect((await call('PATCH', `/api/dogs/${created.id}`, { photoUrl: `/media/${first.mediumKey}`, notes: 'neu' }, { cookie: partner.cookie })).status).toBe(
      200,
    );
    expect(await objectsOf(env.MEDIA, first)).toHaveLength(2);
    await call('PATCH', `/api/dogs/${created.id}`, { photoUrl: `/media/${second.mediumKey}` }, { cookie });
    expect(await objectsOf(env.MEDIA, first)).toEqual([]);
    expect(await db().select().from(uploads).where(eq(uploads.prefix, first.prefix))).toEqual([]);
    expect(await objectsOf(env.MEDIA, second)).toHaveLength(2);
  });

  it('removes the dog from a member who shares it, and deletes it with its photo when the last owner removes it', async () => {
    const { user, cookie } = await signedIn();
    const partner = await signedIn();
    const photo = await createUpload(db(), env.MEDIA, user.id, new Date());
    const dog = await createDog(db(), [user.id, partner.user.id], { photoKey: photo.mediumKey });
    expect(await (await call('DELETE', `/api/dogs/${dog.id}`, undefined, { cookie })).json()).toEqual({ dogDeleted: false });
    expect(await objectsOf(env.MEDIA, photo)).toHaveLength(2);
    expect((await call('GET', `/api/dogs/${dog.id}`, undefined, { cookie })).status).toBe(404);
    expect(await (await call('DELETE', `/api/dogs/${dog.id}`, undefined, { cookie: partner.cookie })).json()).toEqual({ dogDeleted: true });
    expect(await db().select().from(dogs).where(eq(dogs.id, dog.id))).toEqual([]);
    expect(await objectsOf(env.MEDIA, photo)).toEqual([]);
  });
});

describe('a dog exists for its owners only', () => {
  it('answers 404 on every dog route to a member who does not own the dog, exactly as for a dog that does not exist', async () => {
    const owner = await signedIn('paidYearly');
    const stranger = await signedIn('paidYearly');
    const dog = await createDog(db(), [owner.user.id]);
    const activity = await createActivity(db(), owner.user.id);
    const routes = (id: number): Array<[string, string, unknown?]> => [
      ['GET', `/api/dogs/${id}`],
      ['PATCH', `/api/dogs/${id}`, { name: 'Meins' }],
      ['DELETE', `/api/dogs/${id}`],
      ['POST', `/api/dogs/${id}/invitations`, { username: stranger.user.username }],
      ['DELETE', `/api/dogs/${id}/owners/${owner.user.id}`],
      ['DELETE', `/api/dogs/${id}/owners/${stranger.user.id}`],
      ['GET', `/api/dogs/${id}/progress`],
      ['POST', `/api/dogs/${id}/progress/${activity.id}`, { tried: true }],
      ['PUT', `/api/users/${stranger.user.id}/current-dog`, { dogId: id }],
    ];
    for (const [method, path, body] of routes(dog.id)) {
      const response = await call(method, path, body, { cookie: stranger.cookie });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json(), `${method} ${path}`).toMatchObject({ code: 'dog_not_found' });
    }
    for (const [method, path, body] of routes(987654))
      expect((await call(method, path, body, { cookie: stranger.cookie })).status, `${method} ${path}`).toBe(404);
    expect(await (await call('GET', '/api/dogs', undefined, { cookie: stranger.cookie })).json()).toEqual([]);
    // Nothing changed for the owner.
    expect(((await (await call('GET', '/api/dogs', undefined, { cookie: owner.cookie })).json()) as DogProfile[]).map((d) => d.name)).toEqual(['Balu']);
  });
});

describe('PUT /api/users/{userId}/current-dog', () => {
  it('makes the chosen dog the current one; the last choice wins', async () => {
    const { user, cookie } = await signedIn();
    const first = await createDog(db(), [user.id], { name: 'Balu' });
    const second = await createDog(db(), [user.id], { name: 'Frida' });
    const current = async () => ((await (await call('GET', '/api/dogs', undefined, { cookie })).json()) as DogProfile[]).find((d) => d.isCurrent)?.name;
    expect(await current()).toBe('Balu');
    expect(await (await call('PUT', `/api/users/${user.id}/current-dog`, { dogId: second.id }, { cookie })).json()).toEqual({ dogId: second.id });
    expect(await current()).toBe('Frida');
    await call('PUT', `/api/users/${user.id}/current-dog`, { dogId: first.id }, { cookie });
    await call('PUT', `/api/users/${user.id}/current-dog`, { dogId: second.id }, { cookie });
    expect(await current()).toBe('Frida');
    expect((await call('PUT', `/api/users/${user.id}/current-dog`, { dogId: 'zwei' }, { cookie })).status).toBe(400);
  });
});
