/**
 * The admin page of dead letters (docs/decisions/040-delivery-queue.md): its loader, and the retry
 * as a plain form posted to it and handed to the API in the admin's name (guarded, audited).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { freshKey } from '~/server/delivery/messages';
import { enqueueDelivery } from '~/server/delivery/outbox';
import { handlePagePost, type PostFailure } from '~/server/forms/page-post';
import { deliveryIntents, loadDeliveries } from '~/server/pages/deliveries';
import { fakePage, viewerOf } from '../../factories/pages';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { deliverySettled, failMailTo, mailsTo } from '../mail';

const db = () => getDb(env.DB);
const PATH = '/admin/deliveries';

/** A mail to `to` that failed every try: one dead letter. */
async function deadLetterTo(to: string) {
  await failMailTo(to, 'always');
  await enqueueDelivery(env.DELIVERY, [
    { kind: 'mail', key: freshKey('mail'), mail: { to, subject: 'Neues Passwort', text: 'Ein Link.', html: '<p>Ein Link.</p>' } },
  ]);
  await deliverySettled();
}

const load = async (who: SignedIn, { query = '', failure = null as PostFailure | null } = {}) =>
  loadDeliveries({ viewer: await viewerOf(who), url: new URL(`http://localhost${PATH}${query}`), db: db(), locale: 'en', failure });

/** Presses "Send again" of letter `id` as `who`. */
async function retry(who: SignedIn, id: string) {
  const page = fakePage(PATH, { member: who, locale: 'en', form: { intent: 'retry', id } });
  const posted = await handlePagePost(page, { env, here: PATH, intents: deliveryIntents('en') });
  await page.settled();
  return { page, posted };
}

describe('the dead letters page', () => {
  it('shows admins what failed every try, sends one again from the plain form, once, and audits it', async () => {
    const admin = await signedIn('admin');
    const address = `a-very-long-recipient-address-that-must-wrap-${'x'.repeat(40)}@example.test`;
    await deadLetterTo(address);

    const view = await load(admin);
    expect(view.status).toBe(200);
    expect(view.letters).toHaveLength(1);
    const [letter] = view.letters ?? [];
    const facts = Object.fromEntries(view.row(letter as NonNullable<typeof letter>));
    expect(facts).toMatchObject({ Type: 'Email', To: address, Subject: 'Neues Passwort', Tries: '5' });
    expect(facts['Last error']).toContain('told to fail');

    await failMailTo(address, 0);
    const { posted } = await retry(admin, String(letter?.id));
    expect((posted as Response).status).toBe(303);
    expect((posted as Response).headers.get('location')).toBe(`${PATH}#dead-letters`);
    expect(await mailsTo(address)).toHaveLength(1);
    expect((await load(admin)).letters).toEqual([]);
    const audit = await env.DB.prepare('SELECT action, target_type AS targetType, target_id AS targetId, actor_id AS actorId FROM audit_log').all();
    expect(audit.results).toEqual([{ action: 'delivery_retried', targetType: 'dead_letter', targetId: letter?.id, actorId: admin.user.id }]);

    // Pressed twice (a second tab): not found, said at the list, and nothing goes twice.
    const again = await retry(admin, String(letter?.id));
    expect(again.page.response.status).toBe(404);
    const refused = await load(admin, { failure: again.posted as PostFailure });
    expect([refused.status, refused.error]).toEqual([404, expect.any(String)]);
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it('refuses members before anything is read, and malformed ids and cursors with a message', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('paidYearly');
    await deadLetterTo('lost@example.test');
    const [letter] = (await load(admin)).letters ?? [];

    const forbidden = await load(member);
    expect([forbidden.status, forbidden.letters]).toEqual([403, null]);
    // The API holds the rule: a member's post is refused, and the letter waits.
    const { page } = await retry(member, String(letter?.id));
    expect(page.response.status).toBe(403);
    expect((await load(admin)).letters).toHaveLength(1);

    const malformed = await retry(admin, 'abc');
    expect(malformed.page.response.status).toBe(400);
    const badCursor = await load(admin, { query: '?cursor=nonsense' });
    expect([badCursor.status, badCursor.letters, badCursor.error]).toEqual([400, [], expect.any(String)]);
  });
});
