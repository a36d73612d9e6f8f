/**
 * `POST /api/stripe/webhook`: called by the provider, not by our pages, so it sits outside the
 * API's same-origin check; the signature is what proves the sender.
 */
import { Hono } from 'hono';
import type { AppEnv } from '~/server/context';
import { getDb } from '~/server/db/client';
import { createMailer } from '~/server/email/create-mailer';
import { paymentsFor } from '~/server/payments/checkout';
import { siteOrigin } from '~/server/site-origin';
import { applyEvent, verifiedEvent } from '~/server/payments/webhooks';

export const stripeWebhookRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const mailer = createMailer(c.env);
  const payments = paymentsFor(c.env, getDb(c.env.DB), mailer);
  const event = await verifiedEvent(payments, await c.req.text(), c.req.header('stripe-signature'));
  const outcome = await applyEvent(payments, mailer, siteOrigin(c.env), event);
  return c.json({ received: true, outcome });
});
