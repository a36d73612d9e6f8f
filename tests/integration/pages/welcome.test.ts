/**
 * The first-run setup's loader (docs/decisions/038-first-run.md): the member's dog, whether they may
 * add and track one, and the starters: public beginner activities in their language with the
 * starter tag of that language, nothing else.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { loadWelcome } from '~/server/pages/welcome';
import { STARTER_TAG, STARTERS_SHOWN } from '~/shared/first-run';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';

const db = () => getDb(env.DB);

async function load(member: Awaited<ReturnType<typeof signedIn>>, locale: 'de' | 'en' = 'de') {
  const viewer = await viewerOf(member);
  if (!viewer.user || !viewer.actor) throw new Error('not signed in');
  return loadWelcome({ viewer: { user: viewer.user, actor: viewer.actor }, db: db(), locale });
}

describe('the first-run setup', () => {
  it('offers only tagged beginner activities in the language of the page, at most a few', async () => {
    const author = await createUser(db(), 'free');
    const starterDe = await createActivity(db(), author.id, { title: 'Sitz für Einsteiger' }, [STARTER_TAG.de]);
    const starterEn = await createActivity(db(), author.id, { lang: 'en', title: 'Sit for beginners' }, [STARTER_TAG.en]);
    await createActivity(db(), author.id, { title: 'Ohne Marke' });
    await createActivity(db(), author.id, { title: 'Zu schwer', difficulty: 'advanced', difficultyRank: 3 }, [STARTER_TAG.de]);
    await createActivity(db(), author.id, { title: 'Versteckt', hiddenAt: new Date() }, [STARTER_TAG.de]);
    for (let i = 0; i < STARTERS_SHOWN; i += 1) await createActivity(db(), author.id, { title: `Mehr ${i}` }, [STARTER_TAG.de]);

    const member = await signedIn('verified');
    const de = await load(member);
    expect(de.starters).toHaveLength(STARTERS_SHOWN);
    expect(de.starters.map((s) => s.title)).not.toEqual(expect.arrayContaining(['Ohne Marke', 'Zu schwer', 'Versteckt']));
    expect((await load(member, 'en')).starters.map((s) => s.id)).toEqual([starterEn.id]);
    expect(starterDe.id).toBeGreaterThan(0);
  });

  it('reads a member with a pending disclaimer as they will be once accepted: they may add a dog', async () => {
    const member = await signedIn('verified', { acceptedDisclaimer: false });
    const view = await load(member);
    expect(view).toMatchObject({ dog: null, mayKeep: true, mayTrackNew: false });
  });

  it("answers the member's current dog and whether it can be tracked", async () => {
    const paid = await signedIn('paidMonthly');
    const dog = await createDog(db(), [paid.user.id], { name: 'Frieda' });
    const view = await load(paid);
    expect(view.dog).toMatchObject({ id: dog.id, name: 'Frieda', mayTrack: true });
    expect(view.mayTrackNew).toBe(true);

    const free = await signedIn('free');
    await createDog(db(), [free.user.id]);
    expect((await load(free)).dog?.mayTrack).toBe(false);
  });

  it('keeps a suspended member from adding a dog', async () => {
    const member = await signedIn('free', { suspendedUntil: new Date(Date.now() + 86_400_000) });
    expect((await load(member)).mayKeep).toBe(false);
  });
});
