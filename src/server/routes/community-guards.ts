/** What the community routes (posts and comments) share: their guards, with the codes their islands translate, and the write limit. */
import { can } from '~/shared/policy';
import { requireAbility } from '~/server/middleware/guard';
import { edgeLimitByMember } from '~/server/middleware/rate-limit';

/** Members read the feed and the comments (docs/product-rules.md §6 "read feed"). */
export const reader = requireAbility(can.read, { visitor: 'community_login_required' });

/** Writing posts and liking need the first own activity or a paid plan. */
export const participant = requireAbility(can.participate, { forbidden: 'community_locked' });

/** Posts and comments written by one member (behind the guard, which knows them). */
export const writeLimit = edgeLimitByMember('WRITE_LIMITER', 'community');
