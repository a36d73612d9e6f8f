/** Sign-up, verification, login/logout, password reset and the current user (docs/product-rules.md §9). */
import { Hono, type Context } from 'hono';
import { translate } from '~/shared/messages';
import { pathFor } from '~/shared/routes';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, userIdParam } from '~/shared/schemas/account';
import { enrollTwoFactorSchema, passwordAndCodeSchema, secondFactorLoginSchema } from '~/shared/schemas/two-factor';
import { endSession, replaceSession } from '~/server/auth/session';
import type { AppEnv } from '~/server/context';
import type { User } from '~/server/db/schema';
import { clientAddress, edgeLimitByAddress, rateLimitByAddress } from '~/server/middleware/rate-limit';
import { requireUser } from '~/server/middleware/guard';
import { authenticate } from '~/server/services/login';
import { requestPasswordReset, resetPassword, spendTemporaryPassword } from '~/server/services/passwords';
import { registerUser, resendVerification, sendVerificationEmail, signsInByLink, verifyEmail } from '~/server/services/registration';
import { toPublicUser } from '~/server/services/users';
import { siteOrigin } from '~/server/site-origin';
import {
  challengeUser,
  claimLoginChallenge,
  confirmEnrollment,
  disableTwoFactor,
  hasTwoFactor,
  issueLoginChallenge,
  recoveryCodesLeft,
  startEnrollment,
  verifySecondFactor,
} from '~/server/services/two-factor';
import { validate } from '~/server/validation';

/** Starts the session of a user who passed every check; a temporary password sends them to set their own. */
async function finishLogin(c: Context<AppEnv>, user: User) {
  await replaceSession(c, c.env.SESSION, c.var.session, user.id);
  if (!user.passwordTemporary) return c.json({ ...toPublicUser(user), passwordResetPath: null });
  const token = await spendTemporaryPassword(c.var.db, user);
  return c.json({ ...toPublicUser(user), passwordResetPath: `${pathFor('resetPassword', c.var.locale)}/${encodeURIComponent(token)}` });
}

const member = requireUser();

export const authRoutes = new Hono<AppEnv>()
  .post('/register', validate('json', registerSchema), edgeLimitByAddress('REGISTER_LIMITER', 'register'), async (c) => {
    const user = await registerUser(c.var.db, c.req.valid('json'), c.var.locale);
    await sendVerificationEmail(c.var.db, c.var.mailer, user, siteOrigin(c.env));
    return c.json(toPublicUser(user), 201);
  })
  .get('/verify-email/:token', async (c) => {
    // The link from the email verifies and, for a plain member, signs in on this browser and
    // leads to the first-run setup; staff and second-factor accounts still log in (docs/decisions/038-first-run.md).
    const user = await verifyEmail(c.var.db, c.req.param('token'));
    c.header('Referrer-Policy', 'no-referrer');
    if (!user) return c.redirect(`${pathFor('emailVerified', c.var.locale)}?error=invalid`, 303);
    if (!signsInByLink(user)) return c.redirect(pathFor('emailVerified', user.locale), 303);
    await replaceSession(c, c.env.SESSION, c.var.session, user.id);
    return c.redirect(pathFor('welcome', user.locale), 303);
  })
  .post(
    '/resend-verification-email/:userId',
    validate('param', userIdParam),
    rateLimitByAddress({ name: 'resend-verification', limit: 5, windowSeconds: 3600 }),
    async (c) => {
      // The same empty answer for every id, so the route tells nothing about accounts.
      const { userId } = c.req.valid('param');
      await resendVerification(c.var.db, c.var.mailer, userId, siteOrigin(c.env));
      return c.body(null, 204);
    },
  )
  .post('/login', validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const user = await authenticate(c.var.db, email, password, clientAddress(c));
    if (!user.isEmailVerified) {
      return c.json({ code: 'login_unverified' as const, message: translate('login_unverified', c.var.locale), userId: user.id }, 403);
    }
    // With a second factor, no session yet: the code step finishes the login.
    if (await hasTwoFactor(c.var.db, user.id)) return c.json({ secondFactorRequired: true as const, challenge: await issueLoginChallenge(c.var.db, user.id) });
    return finishLogin(c, user);
  })
  .post('/login/second-factor', validate('json', secondFactorLoginSchema), async (c) => {
    const { challenge, code } = c.req.valid('json');
    const user = await challengeUser(c.var.db, challenge);
    // The code first, so a mistyped one leaves the challenge for the next try; then the claim.
    await verifySecondFactor(c.var.db, user, code);
    await claimLoginChallenge(c.var.db, challenge);
    return finishLogin(c, user);
  })
  .get('/two-factor', member, async (c) => {
    const user = c.var.user;
    return c.json({ enabled: await hasTwoFactor(c.var.db, user.id), recoveryCodesLeft: await recoveryCodesLeft(c.var.db, user.id) });
  })
  .post('/two-factor/enroll', member, validate('json', enrollTwoFactorSchema), async (c) =>
    c.json(await startEnrollment(c.var.db, c.var.user, c.req.valid('json').password)),
  )
  .post('/two-factor/confirm', member, validate('json', passwordAndCodeSchema), async (c) => {
    const user = c.var.user;
    const recoveryCodes = await confirmEnrollment(c.var.db, c.var.mailer, user, c.req.valid('json'), siteOrigin(c.env));
    // Enrolling ended every other session; this device gets a fresh one.
    await replaceSession(c, c.env.SESSION, c.var.session, user.id);
    return c.json({ recoveryCodes });
  })
  .post('/two-factor/disable', member, validate('json', passwordAndCodeSchema), async (c) => {
    await disableTwoFactor(c.var.db, c.var.mailer, c.var.user, c.req.valid('json'), siteOrigin(c.env));
    return c.body(null, 204);
  })
  .post('/logout', async (c) => {
    await endSession(c, c.env.SESSION, c.var.session);
    return c.body(null, 204);
  })
  .post(
    '/forgot-password',
    validate('json', forgotPasswordSchema),
    rateLimitByAddress({ name: 'forgot-password', limit: 5, windowSeconds: 3600 }),
    async (c) => {
      await requestPasswordReset(c.var.db, c.var.mailer, c.req.valid('json').email, siteOrigin(c.env));
      return c.json({ message: translate('forgot_sent', c.var.locale) });
    },
  )
  .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
    const { token, newPassword } = c.req.valid('json');
    await resetPassword(c.var.db, c.var.mailer, token, newPassword);
    return c.json({ message: translate('reset_success', c.var.locale) });
  })
  .get('/current-user', member, (c) => c.json(toPublicUser(c.var.user)))
  .post('/refresh-user-session', member, (c) => c.json(toPublicUser(c.var.user)));
