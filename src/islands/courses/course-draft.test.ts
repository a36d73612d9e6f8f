import { describe, expect, it } from 'vitest';
import { newCourse, newStep } from '~/shared/courses/editor';
import { type DraftStage, draftOf, draftStep, moveItem, moveStep, stepNeighbour, valuesOf } from './course-draft';

const stage = (key: string, steps: string[]): DraftStage => ({ key, title: key, steps: steps.map((stepKey) => draftStep(newStep(), stepKey)) });
const keys = (stages: DraftStage[]) => stages.map((s) => s.steps.map((step) => step.key));

describe('the editor’s working copy', () => {
  const stages = [stage('A', ['a1', 'a2', 'a3']), stage('B', ['b1'])];

  it('moves a step inside its stage and into the stage before or after', () => {
    expect(keys(moveStep(stages, 'a1', { stage: 0, step: 2 }))).toEqual([['a2', 'a3', 'a1'], ['b1']]);
    expect(keys(moveStep(stages, 'b1', { stage: 0, step: 1 }))).toEqual([['a1', 'b1', 'a2', 'a3'], []]);
    expect(keys(moveStep(stages, 'unknown', { stage: 0, step: 0 }))).toEqual(keys(stages));
  });

  it('steps by keyboard across a stage’s edge, and not past the course’s ends', () => {
    expect(stepNeighbour(stages, 'a2', -1)).toEqual({ stage: 0, step: 0 });
    expect(stepNeighbour(stages, 'a3', 1)).toEqual({ stage: 1, step: 0 });
    expect(stepNeighbour(stages, 'b1', -1)).toEqual({ stage: 0, step: 3 });
    expect(stepNeighbour(stages, 'a1', -1)).toBeNull();
    expect(stepNeighbour(stages, 'b1', 1)).toBeNull();
    expect(keys(moveStep(stages, 'a3', { stage: 1, step: 0 }))).toEqual([
      ['a1', 'a2'],
      ['a3', 'b1'],
    ]);
  });

  it('moves stages', () => {
    expect(moveItem(['x', 'y', 'z'], 2, 0)).toEqual(['z', 'x', 'y']);
    expect(moveItem(['x', 'y', 'z'], 0, 9)).toEqual(['y', 'z', 'x']);
  });

  it('sends kept step ids back, the numbers as typed and a missing activity as blank', () => {
    const course = { ...newCourse('en'), id: 4, ageMinWeeks: 8, tags: ['recall', 'lead'] };
    course.stages = [{ title: 'One', steps: [{ ...newStep(), id: 41, activity: { id: 7, title: 'Sit' }, goalSettings: 2 }, newStep()] }];
    const draft = draftOf(course);
    expect(draft.tags).toBe('recall, lead');
    const values = valuesOf(draft);
    expect(values).toMatchObject({ language: 'en', ageMinWeeks: '8', ageMaxWeeks: '', tags: ['recall', ' lead'] });
    expect(values.stages[0]?.steps).toEqual([
      { id: 41, activityId: 7, goalSessions: '3', goalSuccess: '80', goalSettings: '2', note: '' },
      { activityId: '', goalSessions: '3', goalSuccess: '80', goalSettings: '', note: '' },
    ]);
  });

  it('keys a course the same on the server and in the browser, and never gives a stage and a step the same key', () => {
    const course = newCourse('de');
    course.stages = [
      { title: 'One', steps: [newStep(), newStep()] },
      { title: 'Two', steps: [newStep()] },
    ];
    const allKeys = (draft: ReturnType<typeof draftOf>) => draft.stages.flatMap((s) => [s.key, ...s.steps.map((step) => step.key)]);
    // Another page rendered before, or an item added: the next render of the same course keys it alike.
    draftOf(newCourse('en'));
    draftStep();
    const server = draftOf(course);
    expect(allKeys(draftOf(course))).toEqual(allKeys(server));
    const added = [draftStep().key, draftStep().key];
    const keysInUse = [...allKeys(server), ...added];
    expect(new Set(keysInUse).size).toBe(keysInUse.length);
  });

  it('keeps the keys by place when the saved course is read back', () => {
    const first = draftOf(newCourse('de'));
    const again = draftOf(newCourse('de'), first);
    expect(again.stages[0]?.key).toBe(first.stages[0]?.key);
    expect(again.stages[0]?.steps[0]?.key).toBe(first.stages[0]?.steps[0]?.key);
  });
});
