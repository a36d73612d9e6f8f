/**
 * A course as the editor holds it (docs/decisions/048-course-editor.md): what `GET /api/courses/{id}`
 * answers, cut to what the author changes, with each step's activity title for the form. The page
 * hands it to the editor, and the editor reads it back after each save, so kept steps send their
 * ids and the dogs' results on them stay.
 */
import type { CourseStatus, Locale } from '~/shared/enums';
import type { CourseDetail } from './api';

export interface EditorStep {
  /** The step's id once saved: sent back so an edit keeps it. */
  id?: number;
  activity: { id: number; title: string } | null;
  goalSessions: number;
  /** Whole percent. */
  goalSuccess: number;
  goalSettings: number | null;
  note: string;
}

export interface EditorStage {
  title: string;
  steps: EditorStep[];
}

export interface EditorCourse {
  id: number | null;
  status: CourseStatus;
  /** Dogs following it now: deleting is for courses without any. */
  enrolments: number;
  title: string;
  summary: string;
  language: Locale;
  ageMinWeeks: number | null;
  ageMaxWeeks: number | null;
  tags: string[];
  stages: EditorStage[];
}

/** A new step's goal: three sessions at 80 %, as most of the demo courses ask. */
export const newStep = (): EditorStep => ({ activity: null, goalSessions: 3, goalSuccess: 80, goalSettings: null, note: '' });

export const newCourse = (language: Locale): EditorCourse => ({
  id: null,
  status: 'draft',
  enrolments: 0,
  title: '',
  summary: '',
  language,
  ageMinWeeks: null,
  ageMaxWeeks: null,
  tags: [],
  stages: [{ title: '', steps: [newStep()] }],
});

export function editorCourseOf(course: CourseDetail): EditorCourse {
  return {
    id: course.id,
    status: course.status,
    enrolments: course.enrolments,
    title: course.title,
    summary: course.summary,
    language: course.lang,
    ageMinWeeks: course.ageMinWeeks,
    ageMaxWeeks: course.ageMaxWeeks,
    tags: course.tags,
    stages: course.stages.map((stage) => ({
      title: stage.title,
      steps: stage.steps.map((step) => ({
        id: step.id,
        activity: { id: step.activity.id, title: step.activity.title },
        goalSessions: step.goalSessions,
        goalSuccess: step.goalSuccess,
        goalSettings: step.goalSettings,
        note: step.note,
      })),
    })),
  };
}
