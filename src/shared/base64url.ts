/**
 * URL-safe base64 without padding (RFC 4648 §5): tokens, cursors, signatures and push keys. Padding
 * is tolerated on the way in (atob adds none, and forgives its absence).
 */
export function toBase64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Throws on anything that is not base64url. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
}
