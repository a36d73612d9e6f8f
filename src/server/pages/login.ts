/**
 * The login page's form without JavaScript (docs/architecture.md §6.2): the password step, or with
 * a challenge the second-factor step, posted to the page and handed to the login API in-process.
 */
import { m } from '~/paraglide/messages.js';
import { formFields, isOwnFormPost, redirectWithCookies } from '~/server/forms/form-post';
import { answerOf, pageApi } from '~/server/forms/page-api';
import { safeNextPath } from '~/shared/next-path';
import { type PageAstro, pageCallOf } from './page-request';

/** What the login page shows: the email kept, the errors at their fields, the challenge of the code step. */
export interface LoginView {
  status: number;
  email: string;
  errors: Record<string, string>;
  challenge: string;
  /** From the third failed attempt: how many are left before the 15-minute lock. */
  attemptsLeft?: number;
}

/** The login page's view, or the 303 (with the session cookie) a successful login answers. */
export async function loadLogin(astro: PageAstro, env: Env): Promise<LoginView | Response> {
  const { request, url, locals } = astro;
  const view: LoginView = { status: 200, email: '', errors: {}, challenge: '' };
  if (!isOwnFormPost(request)) {
    if (request.method === 'POST') return { ...view, status: 403, errors: { form: m.error_origin({}, { locale: locals.locale }) } };
    return view;
  }
  const fields = await formFields(request);
  view.email = fields.email ?? '';
  const api = pageApi(pageCallOf(astro, env));
  // Either the password step or, with a challenge, the second-factor step.
  const answer = fields.challenge
    ? await answerOf(api.login['second-factor'].$post({ json: { challenge: fields.challenge, code: fields.code ?? '' } }))
    : await answerOf(api.login.$post({ json: { email: view.email, password: fields.password ?? '' } }));
  if (answer.ok) {
    if ('secondFactorRequired' in answer.body) return { ...view, challenge: answer.body.challenge };
    // A temporary password from an admin works once: the member sets their own right away.
    const target = answer.body.passwordResetPath ?? safeNextPath(url.searchParams.get('next'), url.origin, locals.locale);
    return redirectWithCookies(target, answer.setCookies);
  }
  // A wrong code keeps the code step; an expired challenge starts over.
  const challenge = fields.challenge && answer.code !== 'two_factor_challenge_expired' ? fields.challenge : '';
  return { ...view, status: answer.status, errors: answer.errors, challenge, attemptsLeft: answer.attemptsLeft };
}
