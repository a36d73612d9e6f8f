/**
 * Courses (docs/decisions/044-courses.md): the limits of a course and the rule that moves a dog
 * through it by evidence, not by the calendar. One pure module for the API, the pages and the
 * editor. A step's evidence is the dog's sessions of the step's activity since enrolment,
 * whoever of its owners logged them.
 */
export const COURSE_TITLE_MIN = 3;
export const COURSE_TITLE_MAX = 100;
export const COURSE_SUMMARY_MAX = 500;
export const COURSE_STAGES_MAX = 12;
export const STAGE_TITLE_MAX = 100;
export const STAGE_STEPS_MAX = 10;
export const COURSE_STEPS_MAX = 60;
export const STEP_NOTE_MAX = 500;
export const GOAL_SESSIONS_MIN = 1;
export const GOAL_SESSIONS_MAX = 10;
/** Success rates in whole percent. */
export const GOAL_SUCCESS_MIN = 50;
export const GOAL_SUCCESS_MAX = 100;
export const GOAL_SETTINGS_MIN = 1;
export const GOAL_SETTINGS_MAX = 3;
/** Ages in weeks a course may name (a dog is a puppy up to about a year). */
export const AGE_WEEKS_MAX = 520;
/** A dog follows at most this many courses at once (active or paused, not finished). */
export const COURSES_PER_DOG = 3;
/** Below this rate, twice in a row, a step asks for a smaller step. */
export const SMALLER_STEP_RATE = 0.5;
/** Heute lists at most this many open steps per course… */
export const TODAY_STEPS_PER_COURSE = 3;
/** …and stops adding steps once they fill about this many minutes (always at least one). */
export const TODAY_MINUTES = 15;

/** A step's goal: `sessions` sessions at or above `success` % , in at least `settings` settings when set. */
export interface StepGoal {
  sessions: number;
  /** Whole percent, 50–100. */
  success: number;
  settings: number | null;
}

/**
 * What the dog's sessions since enrolment say about one step, as the database sums it up: whether
 * a result was recorded (the goal was met once: it stays met), the sessions that reach the goal's
 * rate, the settings among them, and the rates of the newest two sessions with a result (newest
 * first, 0–1).
 */
export interface StepEvidence {
  recorded: boolean;
  qualifying: number;
  qualifyingSettings: number;
  lastRates: number[];
}

export type StepState = 'done' | 'open' | 'locked';

export interface StepProgress {
  state: StepState;
  /** Qualifying sessions counted toward the goal, at most the goal's number. */
  sessions: number;
  /** Settings counted toward the goal, at most the goal's number (0 when the goal names none). */
  settings: number;
  /** The newest two sessions were both below 50 %: the page suggests a smaller step and shows the author's note. */
  smallerStep: boolean;
}

/** Met once and recorded, or met by the sessions counted now (a step added to a course after them). */
function goalMet(goal: StepGoal, evidence: StepEvidence): boolean {
  return evidence.recorded || (evidence.qualifying >= goal.sessions && (goal.settings === null || evidence.qualifyingSettings >= goal.settings));
}

/**
 * The state of every step of a course, stage by stage: a stage opens when every step before it is
 * done; inside an open stage the steps are done in any order. A step whose goal was met while its
 * stage was still locked counts as done as soon as the stage opens.
 */
export function courseProgress<S extends { goal: StepGoal; evidence: StepEvidence }>(stages: readonly (readonly S[])[]): StepProgress[][] {
  let open = true;
  return stages.map((steps) => {
    const progress = steps.map(({ goal, evidence }): StepProgress => {
      const met = goalMet(goal, evidence);
      const state: StepState = !open ? 'locked' : met ? 'done' : 'open';
      const [newest, before] = evidence.lastRates;
      return {
        state,
        sessions: Math.min(evidence.qualifying, goal.sessions),
        settings: goal.settings === null ? 0 : Math.min(evidence.qualifyingSettings, goal.settings),
        smallerStep: state === 'open' && newest !== undefined && before !== undefined && newest < SMALLER_STEP_RATE && before < SMALLER_STEP_RATE,
      };
    });
    if (progress.some(({ state }) => state !== 'done')) open = false;
    return progress;
  });
}

/** Every step done. */
export const isFinished = (progress: readonly (readonly StepProgress[])[]) => progress.every((steps) => steps.every(({ state }) => state === 'done'));

/** A dog's age in whole weeks on a day, from its birth month (`YYYY-MM`, taken as the month's 15th); null without one. */
export function ageInWeeks(birthMonth: string | null, today: string): number | null {
  const match = birthMonth?.match(/^(\d{4})-(\d{2})$/);
  if (!match) return null;
  const born = Date.UTC(Number(match[1]), Number(match[2]) - 1, 15);
  const now = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(now)) return null;
  return Math.max(0, Math.floor((now - born) / (7 * 86_400_000)));
}

/** Whether a course's age range fits a dog of `weeks` (a course without a range fits every dog). */
export const fitsAge = (range: { ageMinWeeks: number | null; ageMaxWeeks: number | null }, weeks: number) =>
  (range.ageMinWeeks === null || weeks >= range.ageMinWeeks) && (range.ageMaxWeeks === null || weeks <= range.ageMaxWeeks);
