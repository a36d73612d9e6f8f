/**
 * A dog following courses (docs/decisions/046-following-courses.md): the answer of
 * `GET /api/dogs/{dogId}/courses`, the steps Heute offers each day, and the rule that picks them.
 * One module for the API, the Heute page and the installed app.
 */
import type { ActivityKind } from '~/shared/activity-kind';
import type { EnrolmentStatus, Locale } from '~/shared/enums';
import { type StepGoal, type StepProgress, TODAY_MINUTES, TODAY_STEPS_PER_COURSE } from './rules';

/** A course as a dog's answers name it. */
export interface CourseRef {
  id: number;
  title: string;
}

/** What a step asks the dog to train, with what its card shows. */
export interface StepActivity {
  id: number;
  title: string;
  kind: ActivityKind;
  /** The activity's first picture (thumbnail URL), null for its kind's illustration. */
  thumbnail: string | null;
  /** Minutes a session takes, as its author says: Heute fills about `TODAY_MINUTES` with them. */
  duration: number;
}

/** One step of a followed course, with where the dog stands on it. */
export interface FollowedStep extends StepProgress {
  id: number;
  activity: StepActivity;
  goal: StepGoal;
  /** The author's note: shown with the step, and as the way forward when `smallerStep`. */
  note: string;
}

export interface FollowedStage {
  id: number;
  title: string;
  steps: FollowedStep[];
}

/** One course a dog follows (or has finished), stage by stage. */
export interface FollowedCourse {
  course: CourseRef & { lang: Locale };
  status: EnrolmentStatus;
  enrolledAt: string;
  pausedAt: string | null;
  finishedAt: string | null;
  /** Every step done (recorded, or met by the sessions counted now). */
  finished: boolean;
  /** Steps done of all the course's steps: "2 von 7". */
  done: number;
  total: number;
  stages: FollowedStage[];
}

/** An open step Heute offers, with the course it belongs to. */
export interface TodayCourseStep extends FollowedStep {
  course: CourseRef;
}

/** An enrolment as its writes answer it. */
export interface Enrolment {
  dogId: number;
  courseId: number;
  status: EnrolmentStatus;
  enrolledAt: string;
  pausedAt: string | null;
  finishedAt: string | null;
}

/** Days a finished course stays on Heute as a celebration. */
export const CELEBRATION_DAYS = 7;

/**
 * The open steps Heute offers from the active courses, in order: each course's open steps in its
 * order, at most `TODAY_STEPS_PER_COURSE`, adding steps while the day holds less than
 * `TODAY_MINUTES` minutes by the activities' durations, and always one step of every course.
 */
export function todayStepsOf(courses: readonly Pick<FollowedCourse, 'course' | 'stages'>[]): TodayCourseStep[] {
  const picked: TodayCourseStep[] = [];
  let minutes = 0;
  for (const { course, stages } of courses) {
    const open = stages.flatMap(({ steps }) => steps.filter(({ state }) => state === 'open'));
    for (const [index, step] of open.entries()) {
      if (index === TODAY_STEPS_PER_COURSE || (index > 0 && minutes >= TODAY_MINUTES)) break;
      picked.push({ ...step, course: { id: course.id, title: course.title } });
      minutes += step.activity.duration;
    }
  }
  return picked;
}
