import { Hono } from 'hono';
import { contactSchema } from '~/shared/schemas/contact';
import type { AppEnv } from '~/server/context';
import { edgeLimitByAddress } from '~/server/middleware/rate-limit';
import { submitContactMessage } from '~/server/services/contact';
import { validate } from '~/server/validation';

export const contactRoutes = new Hono<AppEnv>().post(
  '/contact',
  validate('json', contactSchema),
  // Counted after validation: only messages that would be stored and mailed use up the limit.
  edgeLimitByAddress('CONTACT_LIMITER', 'contact'),
  async (c) => {
    const { id } = await submitContactMessage(c.var.db, c.var.mailer, c.env.SUPPORT_EMAIL, c.req.valid('json'), c.var.locale, c.var.user?.id ?? null);
    return c.json({ id }, 201);
  },
);
