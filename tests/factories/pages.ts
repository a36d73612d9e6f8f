/**
 * A page request as a loader or `handlePagePost` sees it (docs/architecture.md §3): the parts of
 * `Astro` they read, for a visitor or a signed-in member, with a form posted from our own origin.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { type Viewer, viewerFor } from '~/server/auth/page-viewer';
import { getDb, RequestDb } from '~/server/db/client';
import { userForId } from '~/server/auth/session-user';
import type { Locale } from '~/shared/enums';
import type { SignedIn } from './sessions';

const ORIGIN = 'http://localhost';

/** The viewer the middleware would hand the page of `member` (a visitor without one). */
export async function viewerOf(member: SignedIn | null): Promise<Viewer> {
  return viewerFor(member ? await userForId(getDb(env.DB), member.user.id) : null);
}

interface FakePageOptions {
  member?: SignedIn | null;
  locale?: Locale;
  /** The fields of a form posted to the page. */
  form?: Record<string, string>;
  /** The origin the form was posted from: our own unless a test says otherwise. */
  origin?: string;
  /** The D1 bookmark a page sends back from an earlier answer. */
  bookmark?: string;
}

/** `Astro` of a request for `path`: a GET, or the POST of `form`. */
export function fakePage(path: string, { member = null, locale = 'de', form, origin = ORIGIN, bookmark }: FakePageOptions = {}) {
  const headers = new Headers({ origin, 'cf-connecting-ip': '203.0.113.7', ...(member ? { cookie: member.cookie } : {}) });
  const request = new Request(`${ORIGIN}${path}`, form ? { method: 'POST', headers, body: new URLSearchParams(form) } : { headers });
  const cfContext = createExecutionContext();
  // The request's D1 session, as the middleware opens it (from the bookmark cookie, if sent).
  const requestDb = RequestDb.open(env.DB, request.method, bookmark);
  return {
    request,
    url: new URL(request.url),
    locals: { locale, cfContext, requestDb, viewer: () => viewerOf(member) },
    response: { status: 200, headers: new Headers() } as { status: number; headers: Headers },
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { Location: location } }),
    /** Waits for the work the API left running after its answer. */
    settled: () => waitOnExecutionContext(cfContext),
  };
}
