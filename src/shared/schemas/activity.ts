/**
 * Activity rules (docs/product-rules.md §7.1): the create form, the edit form, the list query and the progress
 * flags. Create and edit differ on purpose (description 500 vs 1000, content ≥ 100 vs required,
 * duration 300 vs 1440), as the spec has them.
 */
import * as v from 'valibot';
import { ACTIVITY_KINDS } from '~/shared/activity-kind';
import { ACTIVITY_SORTS, DURATION_FILTER_STEPS, SEARCH_MAX } from '~/shared/activity-query';
import { ACTIVITY_LOCATIONS, DIFFICULTIES } from '~/shared/enums';
import { messageKey } from '~/shared/messages';
import { isVideoUrl } from '~/shared/video';
import { formField, languageFilter, namedUserField, requiredText } from './fields';

export const TITLE_MAX = 100;
export const CREATE_DESCRIPTION_MAX = 500;
export const EDIT_DESCRIPTION_MAX = 1000;
export const CREATE_CONTENT_MIN = 100;
export const CONTENT_MAX = 20_000;
export const CREATE_DURATION_MAX = 300;
export const EDIT_DURATION_MAX = 1440;
/** The quick choices the create form offers (docs/product-rules.md §7.1); any whole minute in range is accepted. */
export const DURATION_CHOICES = [5, 10, 15, 30] as const;
export const TAG_MAX_LENGTH = 30;
export const TAGS_MAX = 10;
export const IMAGES_MAX = 6;
export const ACTIVITY_PAGE_SIZE = 24;
export { type ActivitySort, SEARCH_MAX } from '~/shared/activity-query';

/** Trimmed, lower-cased (German rules), inner spaces collapsed: 'Nasenarbeit ' and 'nasenarbeit' are one tag. */
export const normaliseTag = (tag: string) => tag.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

/** Tags as docs/product-rules.md §7.1 wants them: trimmed, without blanks, each once. */
export const tagsField = v.pipe(
  v.optional(v.array(v.string(messageKey('validation_tag_invalid'))), []),
  v.transform((tags) => [...new Set(tags.map(normaliseTag).filter((tag) => tag !== ''))]),
  v.maxLength(TAGS_MAX, messageKey('validation_tags_too_many')),
  v.check((tags) => tags.every((tag) => tag.length <= TAG_MAX_LENGTH), messageKey('validation_tag_too_long')),
);

/** The pictures, as the `/media/…` URLs the upload answered with (medium size). */
const imagesField = v.pipe(v.optional(v.array(v.string(messageKey('image_not_yours'))), []), v.maxLength(IMAGES_MAX, messageKey('validation_images_too_many')));

/** Empty, or a YouTube or Vimeo link (the only ones the detail page embeds). */
const videoUrlField = v.pipe(
  v.optional(v.nullable(v.string(messageKey('validation_video_url'))), ''),
  v.transform((url) => (url ?? '').trim()),
  v.check((url) => url === '' || isVideoUrl(url), messageKey('validation_video_url')),
);

const durationField = (max: number, tooLong: 'validation_duration_max' | 'validation_duration_max_edit') =>
  // Missing counts as empty (see formField); form fields send digits as text.
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
      v.number(messageKey('validation_duration_required')),
      v.integer(messageKey('validation_duration_required')),
      v.minValue(1, messageKey('validation_duration_min')),
      v.maxValue(max, messageKey(tooLong)),
    ),
    '',
  );

const difficultyField = formField(v.pipe(v.string(messageKey('validation_difficulty')), v.picklist(DIFFICULTIES, messageKey('validation_difficulty'))));
const locationField = formField(v.pipe(v.string(messageKey('validation_location')), v.picklist(ACTIVITY_LOCATIONS, messageKey('validation_location'))));
/** The illustration the author chose; empty or null leaves it to the activity's words (docs/decisions/042-activity-pictures.md). */
const kindField = v.optional(
  v.pipe(
    v.nullable(v.union([v.literal(''), v.picklist(ACTIVITY_KINDS)], messageKey('validation_activity_kind'))),
    v.transform((kind) => kind || null),
  ),
);
const titleField = requiredText(TITLE_MAX, 'validation_title_required', 'validation_title_max');

export const createActivitySchema = v.object({
  title: titleField,
  description: requiredText(CREATE_DESCRIPTION_MAX, 'validation_description_required', 'validation_description_max'),
  content: formField(
    v.pipe(
      v.string(messageKey('validation_content_min')),
      v.trim(),
      v.minLength(CREATE_CONTENT_MIN, messageKey('validation_content_min')),
      v.maxLength(CONTENT_MAX, messageKey('validation_content_max')),
    ),
  ),
  difficulty: difficultyField,
  duration: durationField(CREATE_DURATION_MAX, 'validation_duration_max'),
  location: locationField,
  kind: kindField,
  tags: tagsField,
  images: imagesField,
  videoUrl: videoUrlField,
  authorId: namedUserField,
  /** Requests send these (docs/product-rules.md §9); new activities are never official or approved. */
  isOfficial: v.optional(v.unknown()),
  isApproved: v.optional(v.unknown()),
});
export type CreateActivityInput = v.InferOutput<typeof createActivitySchema>;

/** PATCH: every field optional, each checked by the edit rules when present. */
export const editActivitySchema = v.object({
  title: v.optional(titleField),
  description: v.optional(requiredText(EDIT_DESCRIPTION_MAX, 'validation_description_required', 'validation_description_max_edit')),
  content: v.optional(requiredText(CONTENT_MAX, 'validation_content_required', 'validation_content_max')),
  difficulty: v.optional(difficultyField),
  duration: v.optional(durationField(EDIT_DURATION_MAX, 'validation_duration_max_edit')),
  location: v.optional(locationField),
  kind: kindField,
  tags: v.optional(tagsField),
  images: v.optional(imagesField),
  videoUrl: v.optional(videoUrlField),
});
export type EditActivityInput = v.InferOutput<typeof editActivitySchema>;

const flagParam = v.optional(
  v.pipe(
    v.picklist(['1', 'true']),
    v.transform(() => true),
  ),
);

/** The list's URL state (search, filters, sort, page), parsed the same way by page and API. */
export const activityListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX, messageKey('validation_search_too_long')))),
  difficulty: v.optional(v.picklist(DIFFICULTIES, messageKey('validation_difficulty'))),
  duration: v.optional(v.pipe(v.string(), v.transform(Number), v.picklist(DURATION_FILTER_STEPS, messageKey('validation_duration_filter')))),
  location: v.optional(v.picklist(ACTIVITY_LOCATIONS, messageKey('validation_location'))),
  /** Comma-separated; an activity must carry every one. */
  tags: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => [
        ...new Set(
          value
            .split(',')
            .map(normaliseTag)
            .filter((tag) => tag !== ''),
        ),
      ]),
      v.maxLength(TAGS_MAX, messageKey('validation_tags_too_many')),
    ),
  ),
  favorites: flagParam,
  mine: flagParam,
  /** Unset: relevance while searching, else the newest (`sortOf`). */
  sort: v.optional(v.picklist(ACTIVITY_SORTS, messageKey('validation_sort'))),
  /** The reader's language by default; `all` lists every language. */
  lang: languageFilter,
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type ActivityListQuery = v.InferOutput<typeof activityListQuery>;

/** The management screen (docs/product-rules.md §2): test or real activities, searchable, newest first. */
export const manageListQuery = v.object({
  kind: v.picklist(['test', 'real'], messageKey('error_invalid_request')),
  q: activityListQuery.entries.q,
  cursor: activityListQuery.entries.cursor,
});
export type ManageListQuery = v.InferOutput<typeof manageListQuery>;

/** At most this many test activities are listed for confirmation and deleted in one go. */
export const TEST_DELETE_MAX = 100;

/** The test activities the member confirmed, by id: exactly those are deleted. */
export const deleteTestsSchema = v.object({
  ids: v.pipe(
    v.array(
      v.pipe(v.number(messageKey('error_invalid_request')), v.integer(messageKey('error_invalid_request')), v.minValue(1, messageKey('error_invalid_request'))),
      messageKey('error_invalid_request'),
    ),
    v.minLength(1, messageKey('error_invalid_request')),
    v.maxLength(TEST_DELETE_MAX, messageKey('error_invalid_request')),
  ),
});

/** A request sends one of tried, mastered or favorite (docs/product-rules.md §9); several at once are accepted too. */
export const progressSchema = v.pipe(
  v.object({ tried: v.optional(v.boolean()), mastered: v.optional(v.boolean()), favorite: v.optional(v.boolean()) }),
  v.check((flags) => Object.values(flags).some((flag) => flag !== undefined), messageKey('validation_progress_empty')),
);
export type ProgressInput = v.InferOutput<typeof progressSchema>;
