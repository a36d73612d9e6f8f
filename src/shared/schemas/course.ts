/**
 * A course as its author writes it (docs/decisions/044-courses.md): one schema for
 * `POST /api/courses`, `PATCH /api/courses/{id}` and the editor. A step may carry the `id` it
 * has, so an edit keeps it and the dogs' results on it; a step without one is new.
 */
import * as v from 'valibot';
import {
  AGE_WEEKS_MAX,
  COURSE_STAGES_MAX,
  COURSE_STEPS_MAX,
  COURSE_SUMMARY_MAX,
  COURSE_TITLE_MAX,
  COURSE_TITLE_MIN,
  GOAL_SESSIONS_MAX,
  GOAL_SESSIONS_MIN,
  GOAL_SETTINGS_MAX,
  GOAL_SETTINGS_MIN,
  GOAL_SUCCESS_MAX,
  GOAL_SUCCESS_MIN,
  STAGE_STEPS_MAX,
  STAGE_TITLE_MAX,
  STEP_NOTE_MAX,
} from '~/shared/courses/rules';
import { LOCALES } from '~/shared/enums';
import { messageKey, type MessageKey } from '~/shared/messages';
import { normaliseTag, TAG_MAX_LENGTH, tagsField } from './activity';
import { formField, requiredText } from './fields';

/** Form fields send digits as text; the API takes numbers. */
const wholeNumber = (min: number, max: number, message: MessageKey) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    v.number(messageKey(message)),
    v.integer(messageKey(message)),
    v.minValue(min, messageKey(message)),
    v.maxValue(max, messageKey(message)),
  );

/** Missing, blank or null is "not given". */
const optionalWholeNumber = (min: number, max: number, message: MessageKey) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.transform((value) => (value === '' || value === undefined ? null : value)),
    v.nullable(wholeNumber(min, max, message)),
  );

const stepSchema = v.object({
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  activityId: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'validation_step_activity'),
  goalSessions: wholeNumber(GOAL_SESSIONS_MIN, GOAL_SESSIONS_MAX, 'validation_goal_sessions'),
  goalSuccess: wholeNumber(GOAL_SUCCESS_MIN, GOAL_SUCCESS_MAX, 'validation_goal_success'),
  goalSettings: optionalWholeNumber(GOAL_SETTINGS_MIN, GOAL_SETTINGS_MAX, 'validation_goal_settings'),
  note: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(STEP_NOTE_MAX, messageKey('validation_step_note_max'))),
});

const stageSchema = v.object({
  title: requiredText(STAGE_TITLE_MAX, 'validation_stage_title', 'validation_stage_title'),
  steps: v.pipe(
    v.array(stepSchema, messageKey('validation_stage_steps')),
    v.minLength(1, messageKey('validation_stage_steps')),
    v.maxLength(STAGE_STEPS_MAX, messageKey('validation_stage_steps')),
  ),
});

export const courseSchema = v.pipe(
  v.object({
    title: formField(
      v.pipe(
        v.string(messageKey('validation_course_title')),
        v.trim(),
        v.minLength(COURSE_TITLE_MIN, messageKey('validation_course_title')),
        v.maxLength(COURSE_TITLE_MAX, messageKey('validation_course_title')),
      ),
    ),
    summary: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(COURSE_SUMMARY_MAX, messageKey('validation_course_summary_max'))),
    language: formField(v.pipe(v.string(messageKey('validation_course_language')), v.picklist(LOCALES, messageKey('validation_course_language')))),
    ageMinWeeks: optionalWholeNumber(0, AGE_WEEKS_MAX, 'validation_course_age'),
    ageMaxWeeks: optionalWholeNumber(0, AGE_WEEKS_MAX, 'validation_course_age'),
    tags: tagsField,
    stages: v.pipe(
      v.array(stageSchema, messageKey('validation_course_stages')),
      v.minLength(1, messageKey('validation_course_stages')),
      v.maxLength(COURSE_STAGES_MAX, messageKey('validation_course_stages')),
      v.check((stages) => stages.reduce((sum, { steps }) => sum + steps.length, 0) <= COURSE_STEPS_MAX, messageKey('validation_course_steps_max')),
    ),
  }),
  v.forward(
    v.check(({ ageMinWeeks, ageMaxWeeks }) => ageMinWeeks === null || ageMaxWeeks === null || ageMinWeeks <= ageMaxWeeks, messageKey('validation_course_age')),
    ['ageMaxWeeks'],
  ),
);

export type CourseInput = v.InferOutput<typeof courseSchema>;

/** Courses on one catalogue page. */
export const COURSE_PAGE_SIZE = 20;

/** The catalogue's URL state, parsed the same way by page and API. */
export const courseListQuery = v.object({
  /** The reader's language by default; `all` lists every language. */
  lang: v.optional(v.picklist([...LOCALES, 'all'], messageKey('validation_language'))),
  tag: v.optional(
    v.pipe(
      v.string(),
      v.transform(normaliseTag),
      v.maxLength(TAG_MAX_LENGTH, messageKey('validation_tag_too_long')),
      v.transform((tag) => tag || undefined),
    ),
  ),
  /** The dog's age in weeks: only courses whose range fits it, those with a range first. */
  ageWeeks: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer(messageKey('validation_course_age')),
      v.minValue(0, messageKey('validation_course_age')),
      v.maxValue(AGE_WEEKS_MAX, messageKey('validation_course_age')),
    ),
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type CourseListQuery = v.InferOutput<typeof courseListQuery>;
