import { describe, expect, it } from 'vitest';
import type { FollowedCourse, FollowedStep } from './following';
import { todayStepsOf } from './following';
import type { StepState } from './rules';

let nextId = 1;
const step = (state: StepState, duration: number): FollowedStep => {
  const id = nextId++;
  return {
    id,
    activity: { id, title: `Übung ${id}`, kind: 'indoor', thumbnail: null, duration },
    goal: { sessions: 3, success: 80, settings: null },
    note: '',
    state,
    sessions: 0,
    settings: 0,
    smallerStep: false,
  };
};
const course = (id: number, ...stages: FollowedStep[][]): Pick<FollowedCourse, 'course' | 'stages'> => ({
  course: { id, title: `Kurs ${id}`, lang: 'de' },
  stages: stages.map((steps, index) => ({ id: index, title: `Stufe ${index}`, steps })),
});
const picked = (courses: Pick<FollowedCourse, 'course' | 'stages'>[]) => todayStepsOf(courses).map((s) => [s.course.id, s.activity.duration]);

describe("Heute's course steps", () => {
  it('offers only open steps, in order, at most three per course', () => {
    expect(picked([course(1, [step('done', 1), step('open', 2), step('open', 3), step('open', 4), step('open', 1)], [step('locked', 1)])])).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
    ]);
  });

  it('stops adding steps once the day holds about fifteen minutes, but offers every course one', () => {
    expect(picked([course(1, [step('open', 10), step('open', 10), step('open', 10)]), course(2, [step('open', 20), step('open', 1)])])).toEqual([
      [1, 10],
      [1, 10],
      [2, 20],
    ]);
    expect(picked([course(3, [step('open', 30), step('open', 5)])])).toEqual([[3, 30]]);
  });

  it('offers nothing of a course without open steps', () => {
    expect(picked([course(1, [step('done', 5)])])).toEqual([]);
  });
});
