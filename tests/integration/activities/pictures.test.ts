import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import type { ActivityDetail, ActivityPage } from '~/shared/activity';
import { activityInput, createActivity } from '../../factories/content';
import { signedIn } from '../../factories/sessions';
import { call } from '../request';

const db = () => getDb(env.DB);

async function detail(cookie: string, id: number) {
  return (await (await call('GET', `/api/activities/${id}`, undefined, { cookie })).json()) as ActivityDetail;
}

describe('activity illustrations (docs/decisions/042-activity-pictures.md)', () => {
  it('derives the kind from the words, and keeps the kind an author chose over them', async () => {
    const { cookie } = await signedIn('free');
    const derived = await call('POST', '/api/activities', activityInput({ tags: ['rückruf'], title: 'Komm-Spiel auf der Wiese' }), { cookie });
    const chosen = await call('POST', '/api/activities', activityInput({ tags: ['rückruf'], kind: 'tricks' }), { cookie });
    const [{ id: derivedId }, { id: chosenId }] = (await Promise.all([derived.json(), chosen.json()])) as [{ id: number }, { id: number }];
    expect(await detail(cookie, derivedId)).toMatchObject({ kind: 'recall', chosenKind: null });
    expect(await detail(cookie, chosenId)).toMatchObject({ kind: 'tricks', chosenKind: 'tricks' });
  });

  it('changes and clears the choice by edit, and answers the kind on list cards', async () => {
    const { user, cookie } = await signedIn('free');
    const activity = await createActivity(db(), user.id, { title: 'Pfote geben', kind: 'calm' }, ['tricks']);
    const patch = (kind: unknown) => call('PATCH', `/api/activities/${activity.id}`, { kind }, { cookie });
    expect((await patch('retrieving')).status).toBe(200);
    expect(await detail(cookie, activity.id)).toMatchObject({ kind: 'retrieving', chosenKind: 'retrieving' });
    expect((await patch('')).status).toBe(200);
    expect(await detail(cookie, activity.id)).toMatchObject({ kind: 'tricks', chosenKind: null });
    const list = (await (await call('GET', '/api/activities?mine=1', undefined, { cookie })).json()) as ActivityPage;
    expect(list.activities.find((card) => card.id === activity.id)?.kind).toBe('tricks');
  });

  it('refuses a kind that is not ours at its field, in the reader’s language, and writes nothing', async () => {
    const { cookie } = await signedIn('free');
    const de = await call('POST', '/api/activities', activityInput({ kind: 'wolf' }), { cookie });
    expect(de.status).toBe(400);
    expect(await de.json()).toMatchObject({ field: 'kind', message: 'Bitte wähle eine Illustration aus der Liste' });
    const en = await call('POST', '/api/activities', activityInput({ kind: 42 }), { cookie, headers: { 'x-rudel-locale': 'en' } });
    expect(await en.json()).toMatchObject({ field: 'kind', message: 'Please choose an illustration from the list' });
    const mine = (await (await call('GET', '/api/activities?mine=1', undefined, { cookie })).json()) as ActivityPage;
    expect(mine.activities).toHaveLength(0);
  });
});
