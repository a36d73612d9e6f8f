/** Post and comment rules (docs/product-rules.md §7.1): posts need 10 characters and a type, comments any non-blank text. */
import * as v from 'valibot';
import { COMMENT_MAX } from '~/shared/community';
import { LOCALES, POST_TYPES, type PostType } from '~/shared/enums';
import { HASHTAG_BODY, hashtagKey } from '~/shared/linkify';
import { messageKey } from '~/shared/messages';
import { formField, languageFilter, namedUserField, pathId } from './fields';

export const POST_MIN = 10;
export const POST_MAX = 5000;
export const QUESTION_TITLE_MIN = 10;
export const QUESTION_TITLE_MAX = 150;
export const FEED_PAGE_SIZE = 20;

const postContent = formField(
  v.pipe(
    v.string(messageKey('validation_post_min')),
    v.trim(),
    v.minLength(POST_MIN, messageKey('validation_post_min')),
    v.maxLength(POST_MAX, messageKey('validation_post_max')),
  ),
);

/**
 * A question's title (product-rules.md §7.1). The question form always sends it, so an empty one is
 * refused at its field; a call without it (the original client's) gets the question's first line.
 */
const questionTitle = v.optional(
  v.pipe(
    v.string(messageKey('validation_question_title_min')),
    v.trim(),
    v.minLength(QUESTION_TITLE_MIN, messageKey('validation_question_title_min')),
    v.maxLength(QUESTION_TITLE_MAX, messageKey('validation_question_title_max')),
  ),
);

/** Only these types may name an activity: a question about it, or a success with it. */
export const ACTIVITY_POST_TYPES = ['question', 'success_story'] as const satisfies readonly PostType[];

export const createPostSchema = v.pipe(
  v.object({
    content: postContent,
    type: formField(v.pipe(v.string(messageKey('validation_post_type')), v.picklist(POST_TYPES, messageKey('validation_post_type')))),
    /** A `/media/…` URL of the member's own upload, or nothing. */
    imageUrl: v.optional(v.nullable(v.pipe(v.string(), v.trim())), null),
    /** The activity a question or success story is about (docs/decisions/029-questions-and-discussions.md). */
    activityId: v.optional(v.nullable(v.pipe(v.number(messageKey('error_invalid_request')), v.integer(), v.minValue(1))), null),
    title: questionTitle,
    /** The language the post is written in; the interface language when not given. */
    lang: v.optional(v.picklist(LOCALES, messageKey('validation_language'))),
    authorId: namedUserField,
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['activityId']],
      (input) => input.activityId === null || (ACTIVITY_POST_TYPES as readonly string[]).includes(input.type),
      messageKey('validation_post_activity_type'),
    ),
    ['activityId'],
  ),
);
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

/** The feed's narrowing (the community tabs' "Erfolge", a hashtag's link): one post type, one hashtag. */
export const feedFilter = v.object({
  type: v.optional(v.picklist(POST_TYPES, messageKey('validation_post_type'))),
  tag: v.optional(v.pipe(v.string(), v.regex(new RegExp(`^${HASHTAG_BODY}$`, 'u'), messageKey('validation_hashtag')), v.transform(hashtagKey))),
  /** One language, or `all`; every language when not given (the pages ask for theirs). */
  lang: languageFilter,
});
export type FeedFilter = v.InferOutput<typeof feedFilter>;

export const feedQuery = v.object({
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(FEED_PAGE_SIZE)), String(FEED_PAGE_SIZE)),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
  ...feedFilter.entries,
});

export const postIdParam = v.object({ postId: pathId });

/** `POST /api/posts/{postId}/accepted-answer`: a top comment of that question. */
export const acceptedAnswerSchema = v.object({ commentId: v.pipe(v.number(messageKey('error_invalid_request')), v.integer(), v.minValue(1)) });

export const QA_FILTERS = ['unanswered', 'answered', 'mine'] as const;
export type QaFilter = (typeof QA_FILTERS)[number];
export const QA_SORTS = ['newest', 'liked'] as const;
export type QaSort = (typeof QA_SORTS)[number];

/** `GET /api/qa`: no filter lists every question; the newest come first unless sorted by likes. */
export const qaQuery = v.object({
  filter: v.optional(v.picklist(QA_FILTERS, messageKey('error_invalid_request'))),
  sort: v.optional(v.picklist(QA_SORTS, messageKey('error_invalid_request')), 'newest'),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
  lang: languageFilter,
});

/** `GET /api/qa/similar`: what the asker has typed as the title so far, and the question's language. */
export const similarQuestionsQuery = v.object({
  q: v.pipe(v.string(), v.maxLength(QUESTION_TITLE_MAX, messageKey('validation_question_title_max'))),
  lang: v.picklist(LOCALES, messageKey('validation_language')),
});
export const SIMILAR_QUESTIONS_MAX = 5;
export type QaQuery = v.InferOutput<typeof qaQuery>;

/** `GET /api/activities/{id}/discussions`: the activity's questions and success stories, newest first. */
export const discussionsQuery = v.object({ cursor: v.optional(v.pipe(v.string(), v.maxLength(200))) });
