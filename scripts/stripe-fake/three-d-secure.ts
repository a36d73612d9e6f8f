/**
 * The fake bank's 3-D Secure page, where `next_action.redirect_to_url` sends the browser: two
 * buttons decide the challenge, then the browser goes back to the intent's `return_url` with the
 * query Stripe appends (`setup_intent`, `setup_intent_client_secret`, `redirect_status`).
 */
import type { Fake } from './context';
import type { PageRoute, Reply } from './http';
import { finishAuthentication } from './resources/setup-intents';
import type { SetupIntent } from './types';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(status: number, title: string, body: string): Reply {
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    body: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 34rem; margin: 3rem auto; padding: 0 1rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  button { font: inherit; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: 0.5rem; padding: 0.6rem 1.1rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`,
  };
}

export function threeDSecureRoutes(fake: Fake): PageRoute[] {
  const { store } = fake;

  /** The intent waiting on this challenge, or the page that says why none is. */
  const waiting = (id: string): SetupIntent | Reply => {
    const intent = store.setupIntents.get(id);
    if (!intent) return page(404, 'Unknown card check', '<p>The fake bank knows no setup intent with this id.</p>');
    if (intent.status !== 'requires_action') return page(409, 'Card check finished', '<p>This card check is already finished. You can close this page.</p>');
    return intent;
  };

  const challenge: PageRoute['handle'] = (_request, { id = '' }) => {
    const intent = waiting(id);
    if (!('object' in intent)) return intent;
    const last4 = intent.payment_method ? store.paymentMethods.get(intent.payment_method)?.card.last4 : undefined;
    const action = (outcome: string) => `/3ds/${encodeURIComponent(intent.id)}/${outcome}`;
    return page(
      200,
      'Fake bank – confirm this card',
      `<p>Test mode: the card${last4 ? ` ending in ${escapeHtml(last4)}` : ''} asks for 3-D Secure. Choose how the bank answers.</p>
<div class="actions">
<form method="post" action="${action('complete')}"><button type="submit">Complete authentication</button></form>
<form method="post" action="${action('fail')}"><button type="submit">Fail authentication</button></form>
</div>`,
    );
  };

  const answer =
    (passed: boolean): PageRoute['handle'] =>
    (_request, { id = '' }) => {
      const intent = waiting(id);
      if (!('object' in intent)) return intent;
      const returnUrl = intent.next_action?.redirect_to_url?.return_url;
      finishAuthentication(fake, intent, passed);
      const status = passed ? 'succeeded' : 'failed';
      if (!returnUrl) return page(200, `Authentication ${status}`, '<p>You can close this page.</p>');
      const target = new URL(returnUrl);
      target.searchParams.set('setup_intent', intent.id);
      target.searchParams.set('setup_intent_client_secret', intent.client_secret);
      target.searchParams.set('redirect_status', status);
      return { status: 303, headers: { Location: target.href } };
    };

  return [
    { method: 'GET', path: '/3ds/:id', handle: challenge },
    { method: 'POST', path: '/3ds/:id/complete', handle: answer(true) },
    { method: 'POST', path: '/3ds/:id/fail', handle: answer(false) },
  ];
}
