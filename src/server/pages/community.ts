/**
 * "/community" (docs/product-rules.md §2): the side panel and the feed's first page, narrowed by the
 * query's `type` (the "Erfolge" tab) or `tag` (a hashtag's link) as `GET /api/posts` narrows it, in the
 * page's language unless `lang` asks for all. A filter that is no filter shows the whole feed.
 * `posted` marks the way back from the create-post page.
 */
import * as v from 'valibot';
import { m } from '~/paraglide/messages.js';
import { feedPage } from '~/server/services/community/feed';
import { communityPanel } from '~/server/services/community/panel';
import { isMember } from '~/shared/policy';
import { POSTED_PARAM } from '~/shared/posted-marker';
import { pathFor } from '~/shared/routes';
import { FEED_PAGE_SIZE, feedFilter } from '~/shared/schemas/community';
import { likeLockFor } from './like-lock';
import { postLanguageLinks, postLanguageOf } from './post-language';
import type { LoaderInput } from './page-request';

export async function loadCommunity({ viewer: { user, actor }, url, db, locale }: LoaderInput & { url: URL }) {
  const o = { locale };
  const params = url.searchParams;
  const chosen = v.safeParse(feedFilter, { type: params.get('type') ?? undefined, tag: params.get('tag') ?? undefined, lang: params.get('lang') ?? undefined });
  const asked = chosen.success ? chosen.output : {};
  // The page's language unless every language (or the other one) was asked for.
  const filter = { ...asked, lang: postLanguageOf(asked.lang, locale) };
  const [page, panel] = await Promise.all([
    user && isMember(actor) ? feedPage(db, user, { limit: FEED_PAGE_SIZE, ...filter }).catch(() => null) : null,
    communityPanel(db, user),
  ]);
  const heading = filter.tag ? m.community_tag_heading({ tag: filter.tag }, o) : filter.type === 'success_story' ? m.community_success_heading({}, o) : null;
  return {
    panel,
    page,
    filter,
    /** Over a narrowed feed: what it shows, and the way back to every post. */
    narrowed: heading && { heading, clear: pathFor('community', locale) },
    likeLock: likeLockFor(actor, locale),
    languages: postLanguageLinks(url, locale, filter.lang),
    /** Back from the create-post page: the feed confirms the new post. */
    posted: params.has(POSTED_PARAM),
  };
}
