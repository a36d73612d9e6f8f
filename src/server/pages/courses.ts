/**
 * "/courses" and "/courses/{id}" (docs/decisions/044-courses.md, 046-following-courses.md): the
 * catalogue, filtered by language, goal tag and the current dog's age; and a course with its
 * stages and steps, and for a member whose current dog may track, where the dog stands on each
 * step. Visitors read both. The services answer as the API does (`GET /api/courses`,
 * `GET /api/courses/{id}`, `GET /api/dogs/{dogId}/courses`).
 */
import * as v from 'valibot';
import type { LoaderInput } from './page-request';
import { loadOr404 } from './load-or-404';
import { clockNow } from '~/server/clock';
import type { PostFailure } from '~/server/forms/page-post';
import { coursesByAuthor } from '~/server/services/courses/authoring';
import { coursePage } from '~/server/services/courses/catalogue';
import { courseDetail } from '~/server/services/courses/detail';
import { dogCoursesOf } from '~/server/services/courses/enrolment';
import { dogProfilesOf } from '~/server/services/dogs/profiles';
import { m } from '~/paraglide/messages.js';
import { ageInWeeks } from '~/shared/courses/rules';
import type { CourseCard } from '~/shared/courses/api';
import type { Locale } from '~/shared/enums';
import type { DogProfile } from '~/shared/dogs';
import { upsellLabel } from '~/shared/labels/premium';
import { can, mayWriteCourse, premiumOffer } from '~/shared/policy';
import { loginPathFor, pathFor } from '~/shared/routes';
import { courseListQuery } from '~/shared/schemas/course';
import { DEFAULT_TIME_ZONE, localDay } from '~/shared/training/days';

interface CoursesInput extends LoaderInput {
  url: URL;
  env: Env;
}

/** The member's current dog (or their first), with its age in weeks today when its birth month is known. */
async function currentDogOf({ viewer: { user, actor }, db, env }: Omit<CoursesInput, 'url' | 'locale'>) {
  if (!user || !can.seeDogs(actor)) return { dog: null, ageWeeks: null };
  const [dogs, now] = await Promise.all([dogProfilesOf(db, user), clockNow(env)]);
  const dog: DogProfile | null = dogs.find((candidate) => candidate.isCurrent) ?? dogs[0] ?? null;
  return { dog, ageWeeks: dog ? ageInWeeks(dog.birthMonth, localDay(now, user.timeZone ?? DEFAULT_TIME_ZONE)) : null };
}

/** A course's age range in words ("8–20 Wochen alt"), or null when it fits every dog. */
export function courseAgeLabel({ ageMinWeeks: min, ageMaxWeeks: max }: Pick<CourseCard, 'ageMinWeeks' | 'ageMaxWeeks'>, locale: Locale): string | null {
  const o = { locale };
  if (min !== null && max !== null) return m.courses_age_range({ min, max }, o);
  if (min !== null) return m.courses_age_from({ min }, o);
  return max !== null ? m.courses_age_to({ max }, o) : null;
}

/** The catalogue's page, filtered as its address says. */
export async function loadCatalogue(input: CoursesInput) {
  const { url, db, locale } = input;
  const here = pathFor('courses', locale);
  const { entries } = courseListQuery;
  /** One filter from the address, read as the API reads it; a malformed one is dropped, as if not given. */
  const read = <S extends v.GenericSchema>(schema: S, key: string): v.InferOutput<S> | undefined => {
    const parsed = v.safeParse(schema, url.searchParams.get(key) ?? undefined);
    return parsed.success ? parsed.output : undefined;
  };
  const query = {
    lang: read(entries.lang, 'lang'),
    tag: read(entries.tag, 'tag'),
    ageWeeks: read(entries.ageWeeks, 'ageWeeks'),
    cursor: read(entries.cursor, 'cursor'),
  };
  const { user, actor } = input.viewer;
  const [{ dog, ageWeeks }, page, authored] = await Promise.all([
    currentDogOf(input),
    coursePage(db, query, locale).catch((error: unknown) => {
      console.error('course catalogue failed', error);
      return null;
    }),
    // An author's own courses, drafts included, with their way to the editor.
    user && mayWriteCourse(actor) ? coursesByAuthor(db, user.id) : null,
  ]);
  /** The catalogue's address with `changes` applied to the current filters (a new filter starts at the first page). */
  const hrefWith = (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams();
    const next = { lang: query.lang, tag: query.tag, ageWeeks: query.ageWeeks, ...changes };
    for (const [key, value] of Object.entries(next)) if (value !== undefined && value !== '') params.set(key, String(value));
    const search = params.toString();
    return search ? `${here}?${search}` : here;
  };
  const tags = [...new Set([...(query.tag ? [query.tag] : []), ...(page?.courses.flatMap((course) => course.tags) ?? [])])].sort();
  return {
    status: page ? 200 : 500,
    here,
    query,
    page,
    tags,
    hrefWith,
    /** The current dog's age filter ("für Balu (12 Wochen)"), when its birth month is known. */
    dogFilter: dog && ageWeeks !== null ? { name: dog.name, weeks: ageWeeks, href: hrefWith({ ageWeeks }) } : null,
    moreHref: page?.nextCursor ? hrefWith({ cursor: page.nextCursor }) : null,
    /** For members who may write courses: "Write a course" and their own latest courses. */
    authored,
  } as const;
}

export interface CourseInput extends CoursesInput {
  id: number;
  /** A form posted to the page that the API refused (start, pause, resume, leave). */
  failure: PostFailure | null;
}

/** A course's page; `failure` (and the status) when it is unknown to this viewer or could not load. */
export async function loadCourse(input: CourseInput) {
  const { viewer, db, locale, id, url, failure } = input;
  const { user, actor } = viewer;
  const here = `${pathFor('courses', locale)}/${id}`;
  const loaded = await loadOr404(() => Promise.all([courseDetail(db, id, user), currentDogOf(input)]), 'course detail');
  if (!loaded.value) return { failure: loaded.failure, status: loaded.status } as const;
  const [course, { dog }] = loaded.value;
  // Where the dog stands: its enrolment with every step's state, when it follows this course.
  const followed = dog?.mayTrack && user ? ((await dogCoursesOf(db, user, dog.id)).courses.find((entry) => entry.course.id === id) ?? null) : null;
  const offer = premiumOffer(actor);
  return {
    failure: null,
    status: failure?.status ?? 200,
    here,
    course,
    dog,
    followed,
    /** The error of a refused form, shown at its buttons. */
    formError: failure ? (Object.values(failure.errors)[0] ?? m.error_unexpected({}, { locale })) : null,
    /** The second step of leaving: the question, with what stays. */
    confirmLeave: followed !== null && url.searchParams.get('leave') === '1',
    loginHref: loginPathFor(locale, here),
    /** Nobody pays for the dog's journal: the reason before the tap, with the way to Premium. */
    upsell: dog && !dog.mayTrack ? upsellLabel(offer, m.training_offer_link({}, { locale }), locale) : null,
    shareHref: `${pathFor('createPost', locale)}?${new URLSearchParams({
      type: 'success_story',
      text: m.today_course_share_text({ name: dog?.name ?? '', title: course.title }, { locale }),
    })}`,
    logHref: (activityId: number) => `${pathFor('training', locale)}?log=${activityId}#log`,
  } as const;
}
