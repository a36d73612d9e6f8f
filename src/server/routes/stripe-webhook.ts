/**
 * `POST /api/stripe/webhook`: called by the provider, not by our pages, so it sits outside the
 * API's same-origin check; the signature is what proves the sender.
 */
import { Hono } from 'hono';
import type { AppEnv } from '~/server/context';
import { getDb } from '~/server/db/client';
import { createOutbox } from '~/server/delivery/outbox';
import { paymentsFor } from '~/server/payments/checkout';
import { siteOrigin } from '~/server/site-origin';
import { applyEvent, verifiedEvent } from '~/server/payments/webhooks';

export const stripeWebhookRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  // What the event mails (the contract confirmation, the trial reminder) goes to the delivery Queue.
  const outbox = createOutbox(c.env.DELIVERY);
  const payments = paymentsFor(c.env, getDb(c.env.DB), outbox);
  const event = await verifiedEvent(payments, await c.req.text(), c.req.header('stripe-signature'));
  const outcome = await applyEvent(payments, outbox, siteOrigin(c.env), event);
  await outbox.flush();
  return c.json({ received: true, outcome });
});
