/**
 * The editor's working copy of a course (docs/decisions/048-course-editor.md): numbers as the
 * fields hold them (text), a stable key per stage and step for React, focus and drag, and the
 * moves that reorder them. Pure, so the rules of moving are tested on their own.
 */
import type { EditorCourse, EditorStep } from '~/shared/courses/editor';
import { newStep } from '~/shared/courses/editor';

export interface DraftStep {
  key: string;
  id?: number | undefined;
  activity: EditorStep['activity'];
  goalSessions: string;
  goalSuccess: string;
  goalSettings: string;
  note: string;
}

export interface DraftStage {
  key: string;
  title: string;
  steps: DraftStep[];
}

export interface Draft extends Omit<EditorCourse, 'stages' | 'ageMinWeeks' | 'ageMaxWeeks' | 'tags'> {
  ageMinWeeks: string;
  ageMaxWeeks: string;
  /** Comma-separated, as typed. */
  tags: string;
  stages: DraftStage[];
}

let lastKey = 0;
/** A key for a stage or step added in the browser: one sequence for both, so no stage and step share one. */
export const nextKey = (): string => `k${++lastKey}`;

const text = (value: number | null) => (value === null ? '' : String(value));

export function draftStep(step: EditorStep = newStep(), key = nextKey()): DraftStep {
  return {
    key,
    id: step.id,
    activity: step.activity,
    goalSessions: String(step.goalSessions),
    goalSuccess: String(step.goalSuccess),
    goalSettings: text(step.goalSettings),
    note: step.note,
  };
}

/**
 * The working copy of a course. The first one is keyed by place (`s0`, `s0t1`), so the page's HTML
 * and the hydrating island agree on the ids and `data-move` they write (a count kept in the module
 * differs between the server, which renders many pages, and the browser, and React does not
 * correct attributes while hydrating). A saved course read back takes `previous`'s keys by place,
 * so focus survives a save.
 */
export function draftOf(course: EditorCourse, previous?: Draft): Draft {
  const keyOf = (place: string, kept: string | undefined) => (previous ? (kept ?? nextKey()) : place);
  return {
    ...course,
    ageMinWeeks: text(course.ageMinWeeks),
    ageMaxWeeks: text(course.ageMaxWeeks),
    tags: course.tags.join(', '),
    stages: course.stages.map((stage, i) => ({
      key: keyOf(`s${i}`, previous?.stages[i]?.key),
      title: stage.title,
      steps: stage.steps.map((step, j) => draftStep(step, keyOf(`s${i}t${j}`, previous?.stages[i]?.steps[j]?.key))),
    })),
  };
}

/** What the schema checks and the API takes, before parsing (the schema turns the texts into numbers). */
export function valuesOf(draft: Draft) {
  return {
    title: draft.title,
    summary: draft.summary,
    language: draft.language,
    ageMinWeeks: draft.ageMinWeeks,
    ageMaxWeeks: draft.ageMaxWeeks,
    tags: draft.tags.split(','),
    stages: draft.stages.map((stage) => ({
      title: stage.title,
      steps: stage.steps.map((step) => ({
        ...(step.id ? { id: step.id } : {}),
        activityId: step.activity?.id ?? '',
        goalSessions: step.goalSessions,
        goalSuccess: step.goalSuccess,
        goalSettings: step.goalSettings,
        note: step.note,
      })),
    })),
  };
}

/** Moves one item of a list from `from` to `to` (indexes in the list before the move). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Where a step is: its stage and its place in it. */
export interface StepPlace {
  stage: number;
  step: number;
}

export function placeOf(stages: readonly DraftStage[], key: string): StepPlace | null {
  for (const [stage, { steps }] of stages.entries()) {
    const step = steps.findIndex((candidate) => candidate.key === key);
    if (step >= 0) return { stage, step };
  }
  return null;
}

/** Moves the step `key` to `to` (its place counted after it was taken out), in its own stage or another. */
export function moveStep(stages: readonly DraftStage[], key: string, to: StepPlace): DraftStage[] {
  const from = placeOf(stages, key);
  const moving = from && stages[from.stage]?.steps[from.step];
  if (!from || !moving || !stages[to.stage]) return [...stages];
  const without = stages.map((stage, i) => (i === from.stage ? { ...stage, steps: stage.steps.filter((step) => step.key !== key) } : stage));
  return without.map((stage, i) => {
    if (i !== to.stage) return stage;
    const steps = [...stage.steps];
    steps.splice(Math.max(0, Math.min(to.step, steps.length)), 0, moving);
    return { ...stage, steps };
  });
}

/**
 * One step up or down by keyboard: inside its stage, and past the stage's edge into the stage
 * before (as its last step) or after (as its first). Null at the course's first or last place.
 */
export function stepNeighbour(stages: readonly DraftStage[], key: string, direction: -1 | 1): StepPlace | null {
  const from = placeOf(stages, key);
  if (!from) return null;
  const count = stages[from.stage]?.steps.length ?? 0;
  const inside = from.step + direction;
  if (inside >= 0 && inside < count) return { stage: from.stage, step: inside };
  const stage = from.stage + direction;
  const target = stages[stage];
  if (!target) return null;
  return { stage, step: direction === -1 ? target.steps.length : 0 };
}
