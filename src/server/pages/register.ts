/**
 * The registration page's form without JavaScript (docs/architecture.md §6.2): posted to the page
 * and handed to the registration API in-process; the entries come back, never the password.
 */
import type * as v from 'valibot';
import { m } from '~/paraglide/messages.js';
import type { registerSchema } from '~/shared/schemas/account';
import { formFields, isOwnFormPost } from '~/server/forms/form-post';
import { answerOf, pageApi } from '~/server/forms/page-api';
import { type PageAstro, pageCallOf } from './page-request';

/** What the registration page shows: the entries kept and the errors, or "check your email". */
export interface RegisterView {
  status: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  registered: { id: number; email: string } | null;
}

export async function loadRegister(astro: PageAstro, env: Env): Promise<RegisterView> {
  const { request, locals } = astro;
  const view: RegisterView = { status: 200, values: {}, errors: {}, registered: null };
  if (!isOwnFormPost(request)) {
    if (request.method === 'POST') return { ...view, status: 403, errors: { form: m.error_origin({}, { locale: locals.locale }) } };
    return view;
  }
  const { password = '', ...kept } = await formFields(request);
  // The island sends the username as the display name too; the server does the same.
  // What the browser sent goes to the API as it is: the schema there names what is missing.
  const json = { ...kept, password, displayName: kept.username ?? '' } as v.InferInput<typeof registerSchema>;
  const answer = await answerOf(pageApi(pageCallOf(astro, env)).register.$post({ json }));
  if (answer.ok) return { ...view, values: kept, registered: { id: answer.body.id, email: answer.body.email } };
  return { ...view, status: answer.status, values: kept, errors: answer.errors };
}
