/**
 * Whether a member's like controls show locked, and where they lead (docs/product-rules.md §6):
 * the API refuses the like all the same, the page only says so before the tap.
 */
import { m } from '~/paraglide/messages.js';
import type { LikeLock } from '~/shared/community';
import type { Locale } from '~/shared/enums';
import { can, type Actor } from '~/shared/policy';
import { pathFor } from '~/shared/routes';

/** The id of the note (components/CommunityUnlock.astro) every locked control of a page is described by. */
const NOTE_ID = 'community-unlock';

/** The lock for a member who may not like yet; undefined when they may (or for a visitor, who sees no controls). */
export function likeLockFor(actor: Actor | null, locale: Locale): LikeLock | undefined {
  if (!actor || can.participate(actor)) return undefined;
  return { href: pathFor('createActivity', locale), 'aria-describedby': NOTE_ID, children: m.post_like_locked({}, { locale }) };
}
