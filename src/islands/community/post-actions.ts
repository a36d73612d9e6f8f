/**
 * What a post card's like and follow buttons do, loaded with the first click: the feed's first
 * load stays within the island-page budget (docs/architecture.md §3 and §12). Each returns the
 * card's changed fields, or nothing when the action failed (a toast then says why).
 */
import { m } from '~/paraglide/messages.js';
import type { PostView } from '~/shared/community';
import type { Locale } from '~/shared/enums';
import type { Actor } from '~/shared/policy';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import { FOLLOW_EVENT, type FollowChange } from './follow-event';

type Changes = Partial<Pick<PostView, 'isLiked' | 'likes' | 'followsAuthor'>>;

export async function like(locale: Locale, _actor: Actor, post: PostView): Promise<Changes | undefined> {
  const o = { locale };
  // A member who may not like yet sees the like locked (src/server/pages/like-lock.ts); the API refuses it all the same.
  try {
    const { api, readJson } = await apiOnDemand(locale);
    const route = post.isLiked ? api.posts[':postId'].unlike : api.posts[':postId'].like;
    return await readJson(await route.$post({ param: { postId: String(post.id) }, json: {} }));
  } catch (error) {
    showToast({ title: errorText(error, m.post_like_login_body({}, o)), variant: 'destructive' });
  }
}

/** Follows or unfollows the author (docs/decisions/028-network.md); a refusal says only that it is not possible. */
export async function follow(locale: Locale, _actor: Actor, post: PostView): Promise<Changes | undefined> {
  try {
    const { api, readJson } = await apiOnDemand(locale);
    const route = api.members[':username'].follow;
    const request = { param: { username: post.author.username } };
    const { following } = await readJson(await (post.followsAuthor ? route.$delete(request) : route.$post(request)));
    // Every card of the same author follows suit (PostCard listens).
    window.dispatchEvent(new CustomEvent<FollowChange>(FOLLOW_EVENT, { detail: { authorId: post.authorId, following } }));
    return { followsAuthor: following };
  } catch (error) {
    showToast({ title: errorText(error, m.error_unexpected({}, { locale })), variant: 'destructive' });
  }
}
