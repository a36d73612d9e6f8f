/**
 * What the course API answers (docs/decisions/044-courses.md): the catalogue's cards, a course
 * with its stages and steps, and an author's insights. Shared with the pages and islands.
 */
import type { ActivityKind } from '~/shared/activity-kind';
import type { CourseStatus, Locale } from '~/shared/enums';

export interface CourseAuthor {
  username: string;
  displayName: string;
  avatarUrl: string | null;
  /** The professional tier, paid: the course names its author with the "Trainer:in" badge. */
  isTrainer: boolean;
}

/** The picture of a course: its first step's activity, by its first photo or else its kind's illustration. */
export interface CoursePicture {
  kind: ActivityKind;
  thumbnail: string | null;
}

export interface CourseCard {
  id: number;
  title: string;
  summary: string;
  lang: Locale;
  tags: string[];
  ageMinWeeks: number | null;
  ageMaxWeeks: number | null;
  stageCount: number;
  stepCount: number;
  /** Dogs following it now. */
  enrolments: number;
  isOfficial: boolean;
  publishedAt: string | null;
  author: CourseAuthor;
  picture: CoursePicture | null;
}

export interface CoursePage {
  courses: CourseCard[];
  nextCursor: string | null;
}

export interface CourseStepView {
  id: number;
  activity: {
    id: number;
    title: string;
    kind: ActivityKind;
    thumbnail: string | null;
    duration: number;
    /** False when moderation hid the activity since: the course cannot be published with it. */
    isPublic: boolean;
  };
  goalSessions: number;
  /** Whole percent. */
  goalSuccess: number;
  goalSettings: number | null;
  note: string;
}

export interface CourseStageView {
  id: number;
  title: string;
  steps: CourseStepView[];
}

export interface CourseDetail extends CourseCard {
  status: CourseStatus;
  /** Hidden by moderation (only moderators read it then). */
  hidden: boolean;
  stages: CourseStageView[];
  viewer: {
    /** The author, or an admin: edit, publish, archive, delete and the insights. */
    canEdit: boolean;
  };
}

export interface CourseStepInsight {
  stepId: number;
  stage: number;
  position: number;
  title: string;
  /** Dogs enrolled now whose earlier stages are all done. */
  reached: number;
  /** Dogs enrolled now with the step's result. */
  finished: number;
  /** The median of the sessions the finished dogs needed; null before anyone finished. */
  medianSessions: number | null;
}

/** Counts only: no member, dog or single result is named. */
export interface CourseInsights {
  courseId: number;
  enrolled: number;
  finishedCourse: number;
  steps: CourseStepInsight[];
}
