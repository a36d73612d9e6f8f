/**
 * The push services the Worker posts to (docs/decisions/033-notification-delivery.md): the browsers'
 * own, by name, on the HTTPS port. Every push is a request signed with our VAPID key to a stored
 * address, so an address a member could choose would let them aim those requests anywhere. Checked
 * when a device subscribes and again before every push, so a stored endpoint that is no longer
 * allowed is never reached.
 */

/** Chrome, Edge and Opera (FCM); Safari (Apple). */
const SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'web.push.apple.com'];
/** Firefox (autopush), Windows (WNS) and Apple hand out endpoints on hosts under these domains. */
const SERVICE_DOMAINS: readonly string[] = ['push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/** Labels of a host name: letters, digits and hyphens (punycode included), no empty label. */
const LABELS = /^[a-z\d-]+(\.[a-z\d-]+)*$/;

const underDomain = (host: string, domain: string) => host.endsWith(`.${domain}`) && LABELS.test(host.slice(0, -domain.length - 1));

/**
 * Whether pushes may go to this endpoint: https on the default port, no credentials, a host of the
 * list (a trailing dot, another port or a look-alike name is not). In development the local push
 * service also counts (`https://localhost:<port>`, scripts/push-service), where the tests and
 * `npm start` receive their pushes.
 */
export function isPushService(endpoint: string, development: boolean): boolean {
  const url = URL.parse(endpoint);
  if (url?.protocol !== 'https:' || url.username || url.password) return false;
  if (development && url.hostname === 'localhost') return true;
  // The URL parser drops the scheme's default port, so any port written out is another.
  if (url.port !== '') return false;
  return SERVICE_HOSTS.includes(url.hostname) || SERVICE_DOMAINS.some((domain) => underDomain(url.hostname, domain));
}
