/** Post and comment rules (docs/product-rules.md §7.1): posts need 10 characters and a type, comments any non-blank text. */
import * as v from 'valibot';
import { POST_TYPES } from '~/shared/enums';
import { messageKey } from '~/shared/messages';
import { formField, namedUserField, pathId } from './fields';

export const POST_MIN = 10;
export const POST_MAX = 5000;
export const COMMENT_MAX = 2000;
export const FEED_PAGE_SIZE = 20;

const postContent = formField(
  v.pipe(
    v.string(messageKey('validation_post_min')),
    v.trim(),
    v.minLength(POST_MIN, messageKey('validation_post_min')),
    v.maxLength(POST_MAX, messageKey('validation_post_max')),
  ),
);

export const createPostSchema = v.object({
  content: postContent,
  type: formField(v.pipe(v.string(messageKey('validation_post_type')), v.picklist(POST_TYPES, messageKey('validation_post_type')))),
  /** A `/media/…` URL of the member's own upload, or nothing. */
  imageUrl: v.optional(v.nullable(v.pipe(v.string(), v.trim())), null),
  authorId: namedUserField,
});
export type CreatePostInput = v.InferOutput<typeof createPostSchema>;

/** The edit dialog changes the text only, by the same rule as writing it. */
export const editPostSchema = v.object({ content: postContent });

const commentContent = formField(
  v.pipe(
    v.string(messageKey('validation_comment_required')),
    v.trim(),
    v.nonEmpty(messageKey('validation_comment_required')),
    v.maxLength(COMMENT_MAX, messageKey('validation_comment_max')),
  ),
);

export const commentSchema = v.object({
  content: commentContent,
  /** Reply to this comment; a reply to a reply joins the thread of its top comment. */
  parentId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  authorId: namedUserField,
});
export type CommentInput = v.InferOutput<typeof commentSchema>;

/** `POST /api/comments` names the post in the body (docs/product-rules.md §9). */
export const commentWithPostSchema = v.object({
  ...commentSchema.entries,
  postId: v.pipe(v.number(messageKey('error_invalid_request')), v.integer(), v.minValue(1)),
});

export const editCommentSchema = v.object({ content: commentContent });

export const feedQuery = v.object({
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(FEED_PAGE_SIZE)), String(FEED_PAGE_SIZE)),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export const postIdParam = v.object({ postId: pathId });
