/**
 * The Hono API (docs/architecture.md §1): mounted at `/api/*` by `src/pages/api/[...path].ts`; the Astro
 * middleware hands it `/media/*` (images from R2) and `/__dev/*` (development only). Routes are
 * chained so `AppType` carries every one of them to the typed client.
 */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ApiErrorBody } from '~/shared/api-error';
import { translate } from '~/shared/messages';
import type { AppEnv } from './context';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, bookmarkCookie, RequestDb } from './db/client';
import { ApiError } from './errors';
import { requestLocale } from './i18n';
import { queueDelivery } from './middleware/queue-delivery';
import { logApiError } from './request-log';
import { requireSameOrigin } from './middleware/same-origin';
import { loadSession } from './middleware/session';
import { activityRoutes } from './routes/activities';
import { courseRoutes } from './routes/courses';
import { adminRoutes } from './routes/admin';
import { activityProgressRoutes, progressListRoutes } from './routes/activity-progress';
import { authRoutes } from './routes/auth';
import { commentRoutes } from './routes/comments';
import { compatRoutes } from './routes/compat';
import { contactRoutes } from './routes/contact';
import { devClockRoutes } from './routes/dev-clock';
import { devMailRoutes } from './routes/dev-mail';
import { dogCourseRoutes } from './routes/dog-courses';
import { currentDogRoutes, dogInvitationRoutes, dogRoutes } from './routes/dogs';
import { healthRoutes } from './routes/health';
import { highscoreRoutes } from './routes/highscore';
import { imageRoutes } from './routes/images';
import { mediaRoutes } from './routes/media';
import { memberRoutes, memberSearchRoutes, networkRoutes } from './routes/members';
import { notificationRoutes } from './routes/notifications';
import { moderationRoutes, reportRoutes } from './routes/moderation';
import { feedBesideSession, postRoutes, qaRoutes } from './routes/posts';
import { privacyRoutes } from './routes/privacy';
import { paymentRoutes } from './routes/payments';
import { profileRoutes } from './routes/profile';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { adminTrainerRoutes, trainerApplicationRoutes } from './routes/trainers';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { offlineRoutes } from './routes/offline';
import { trainingDogRoutes, trainingSessionRoutes } from './routes/training';
import { reminderRoutes } from './routes/reminders';
import { searchRoutes } from './routes/search';

const api = new Hono<AppEnv>()
  .use(secureHeaders())
  .use(async (c, next) => {
    const started = Date.now();
    c.set('locale', requestLocale(c));
    const sentCookie = getCookie(c, BOOKMARK_COOKIE);
    const requestDb = RequestDb.open(c.env.DB, c.req.method, c.req.header(BOOKMARK_HEADER) ?? sentCookie);
    c.set('requestDb', requestDb);
    c.set('db', requestDb.db);
    c.header('Cache-Control', 'no-store');
    await next();
    // The caller sends it back with its next request, and reads its own writes (decision 041).
    const bookmark = requestDb.bookmark();
    if (bookmark) c.header(BOOKMARK_HEADER, bookmark);
    // Browsers of signed-in members keep it as a cookie too (islands send no header); a half-done
    // login or a visitor's form gets none.
    const cookie = c.var.user ? bookmarkCookie(requestDb, sentCookie) : null;
    if (cookie) c.header('Set-Cookie', cookie, { append: true });
    if (c.res.status >= 400) logApiError(c, requestDb.roundTrips, Date.now() - started);
  })
  .use(requireSameOrigin)
  .use(queueDelivery)
  // Reads that ride along the session lookup's round trip (middleware/session.ts).
  .use('/posts', feedBesideSession)
  .use(loadSession)
  // Each sub-app guards its own routes; the content ones also refuse writes while suspended.
  .route('/', healthRoutes)
  .route('/', contactRoutes)
  .route('/', authRoutes)
  .route('/', profileRoutes)
  .route('/account', privacyRoutes)
  .route('/', imageRoutes)
  .route('/activities', activityRoutes)
  .route('/courses', courseRoutes)
  .route('/user-progress', progressListRoutes)
  .route('/activity-progress', activityProgressRoutes)
  .route('/dogs', dogRoutes)
  .route('/dogs', trainingDogRoutes)
  .route('/dogs', dogCourseRoutes)
  .route('/sessions', trainingSessionRoutes)
  .route('/reminders', reminderRoutes)
  .route('/', offlineRoutes)
  .route('/dog-invitations', dogInvitationRoutes)
  .route('/users', currentDogRoutes)
  .route('/posts', postRoutes)
  .route('/qa', qaRoutes)
  .route('/search', searchRoutes)
  .route('/comments', commentRoutes)
  // The original client's post, comment and like calls, at their own paths (decision 035).
  .route('/', compatRoutes)
  .route('/members', memberRoutes)
  .route('/users', memberSearchRoutes)
  .route('/', notificationRoutes)
  .route('/network', networkRoutes)
  .route('/highscore', highscoreRoutes)
  .route('/', paymentRoutes)
  .route('/admin', adminRoutes)
  .route('/admin/trainer-applications', adminTrainerRoutes)
  .route('/trainer-applications', trainerApplicationRoutes)
  .route('/reports', reportRoutes)
  .route('/moderation', moderationRoutes);

export const app = new Hono<AppEnv>()
  // Before the API and its same-origin check: the provider calls it, with a signature instead.
  .route('/api/stripe', stripeWebhookRoutes)
  // Mail clients post the one-click unsubscribe without an origin or a session (RFC 8058).
  .route('/api/notifications/unsubscribe', unsubscribeRoutes)
  .route('/api', api)
  .route('/__dev', devMailRoutes)
  .route('/__dev', devClockRoutes)
  .route('/media', mediaRoutes)
  .notFound((c) => {
    const locale = requestLocale(c);
    return c.json<ApiErrorBody>({ code: 'error_not_found', message: translate('error_not_found', locale) }, 404);
  })
  .onError((error, c) => {
    const locale = c.get('locale') ?? requestLocale(c);
    if (error instanceof ApiError) {
      const body: ApiErrorBody = {
        code: error.code,
        message: translate(error.code, locale),
        ...(error.field ? { field: error.field } : {}),
        ...(error.issues ? { issues: error.issues.map((issue) => ({ ...issue, message: translate(issue.code, locale) })) } : {}),
        ...error.details,
      };
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Malformed bodies and the like, raised by Hono itself.
      return c.json<ApiErrorBody>({ code: 'error_invalid_request', message: translate('error_invalid_request', locale) }, error.status);
    }
    c.set('failure', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    return c.json<ApiErrorBody>({ code: 'error_unexpected', message: translate('error_unexpected', locale) }, 500);
  });

export type AppType = typeof api;
