/**
 * "Heute" (docs/decisions/037-today.md): what a dog's day of training holds, the same for the page
 * and for `GET /api/dogs/{dogId}/today`.
 */
import type { CourseRef, TodayCourseStep } from '~/shared/courses/following';
import type { DogPhoto } from '~/shared/dogs';
import type { Day } from './days';
import type { ActivityRef, ReviewItem } from './journal';
import type { MasteryEvidence } from './mastery';

/** Activities listed under "weiter mit" at most (and checked for a mastery to confirm). */
export const CONTINUE_WITH = 5;

export interface TodayDog {
  id: number;
  name: string;
  photo: DogPhoto | null;
}

/** An activity being learnt: tried or logged, not mastered. */
export interface LearningItem {
  activity: ActivityRef;
  /** The start of the newest session (ISO), null when only ticked as tried. */
  lastTrainedAt: string | null;
}

/** An activity whose newest sessions meet the mastery rule: one tap confirms it. */
export interface ReadyItem extends LearningItem {
  evidence: MasteryEvidence;
}

export interface DogToday {
  /** The member's local day the answer is for. */
  today: Day;
  dog: TodayDog;
  streak: number;
  trainedToday: boolean;
  /** Minutes trained this week (Monday to today). */
  weekMinutes: number;
  /** Reviews due today or overdue, oldest first. */
  due: ReviewItem[];
  /** Reviews that come due tomorrow: what the well-done of a finished day announces. */
  dueTomorrow: number;
  readyToConfirm: ReadyItem[];
  /** Activities being learnt, most recently trained first, without those ready to confirm. */
  continueWith: LearningItem[];
  /** Whether the dog has tried, logged or mastered anything at all. */
  started: boolean;
  /**
   * The open steps of the active courses the dog follows, each course's in order (at most
   * `TODAY_STEPS_PER_COURSE`, about `TODAY_MINUTES` in all; docs/decisions/046-following-courses.md).
   */
  courseSteps: TodayCourseStep[];
  /** Active courses whose every step is done, finished within `CELEBRATION_DAYS`: Heute congratulates. */
  finishedCourses: CourseRef[];
  /** Courses the dog follows, active or paused, not finished: none, and Heute invites to the catalogue. */
  coursesFollowed: number;
}

/** The activity the "start training" button opens the session form for: the first due review, course step, ready or learnt one. */
export const firstActivityOf = (today: DogToday): ActivityRef | null =>
  (today.due[0] ?? today.courseSteps[0] ?? today.readyToConfirm[0] ?? today.continueWith[0])?.activity ?? null;

/**
 * The steps open on the dog's day: what the daily reminder counts ("2 Schritte heute",
 * docs/decisions/047-training-reminder.md): the reviews due and the open steps of its active courses.
 */
export const openStepsToday = (today: DogToday): number => today.due.length + today.courseSteps.length;
