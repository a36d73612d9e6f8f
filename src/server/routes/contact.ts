import { Hono } from 'hono';
import { contactSchema } from '../../shared/schemas/contact';
import type { AppEnv } from '../context';
import { rateLimitByAddress } from '../middleware/rate-limit';
import { submitContactMessage } from '../services/contact';
import { validate } from '../validation';

export const contactRoutes = new Hono<AppEnv>().post(
  '/contact',
  rateLimitByAddress({ name: 'contact', limit: 5, windowSeconds: 600 }),
  validate('json', contactSchema),
  async (c) => {
    const { id } = await submitContactMessage(c.var.db, c.var.mailer, c.env.SUPPORT_EMAIL, c.req.valid('json'), c.var.locale);
    return c.json({ id }, 201);
  },
);
