/**
 * Stripe's `Idempotency-Key`: the first response of a key is kept and replayed byte for byte
 * (`Idempotent-Replayed: true`); the same key with another path or other params is refused.
 */
import { StripeFakeError } from './errors';
import type { Reply } from './http';

interface Remembered {
  fingerprint: string;
  reply: Reply;
  requestId: string;
}

export class IdempotencyCache {
  private readonly replies = new Map<string, Remembered>();

  /** The reply to replay for `key`, undefined for a new key; throws when the key was used differently. */
  replay(key: string, fingerprint: string): Reply | undefined {
    const remembered = this.replies.get(key);
    if (!remembered) return undefined;
    if (remembered.fingerprint !== fingerprint) {
      throw new StripeFakeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return { ...remembered.reply, headers: { ...remembered.reply.headers, 'Idempotent-Replayed': 'true', 'Original-Request': remembered.requestId } };
  }

  /**
   * Like Stripe, only requests that ran are kept: successes and card declines, not requests refused
   * for their params, which may be retried with the same key once fixed.
   */
  remember(key: string, fingerprint: string, reply: Reply, requestId: string): void {
    if (reply.status < 300 || reply.status === 402) this.replies.set(key, { fingerprint, reply, requestId });
  }

  reset(): void {
    this.replies.clear();
  }
}
