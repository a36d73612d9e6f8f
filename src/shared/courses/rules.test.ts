import { describe, expect, it } from 'vitest';
import { ageInWeeks, courseProgress, fitsAge, isFinished, type StepEvidence, type StepGoal } from './rules';

const goal = (sessions: number, success: number, settings: number | null = null): StepGoal => ({ sessions, success, settings });
const evidence = (qualifying: number, qualifyingSettings = 1, lastRates: number[] = [], recorded = false): StepEvidence => ({
  recorded,
  qualifying,
  qualifyingSettings,
  lastRates,
});
const step = (g: StepGoal, e: StepEvidence) => ({ goal: g, evidence: e });
const states = (progress: ReturnType<typeof courseProgress>) => progress.map((steps) => steps.map(({ state }) => state));

describe('course progress', () => {
  it.each([
    ['no sessions yet', goal(3, 80), evidence(0), 'open'],
    ['fewer qualifying sessions than the goal', goal(3, 80), evidence(2), 'open'],
    ['exactly the goal', goal(3, 80), evidence(3), 'done'],
    ['more than the goal', goal(3, 80), evidence(7), 'done'],
    ['enough sessions but too few settings', goal(2, 80, 2), evidence(4, 1), 'open'],
    ['enough sessions in enough settings', goal(2, 80, 2), evidence(2, 2), 'done'],
    ['met once and recorded, though edited sessions no longer meet it', goal(3, 80), evidence(1, 1, [], true), 'done'],
  ] as const)('%s → %s', (_, g, e, expected) => {
    expect(states(courseProgress([[step(g, e)]]))).toEqual([[expected]]);
  });

  it('locks every later stage until each step of the stages before it is done', () => {
    const progress = courseProgress([
      [step(goal(1, 80), evidence(1)), step(goal(2, 80), evidence(1))],
      [step(goal(1, 80), evidence(0))],
      [step(goal(1, 80), evidence(0))],
    ]);
    expect(states(progress)).toEqual([['done', 'open'], ['locked'], ['locked']]);
  });

  it('lets the steps of an open stage be done in any order', () => {
    const progress = courseProgress([[step(goal(1, 80), evidence(0)), step(goal(1, 80), evidence(1)), step(goal(1, 80), evidence(0))]]);
    expect(states(progress)).toEqual([['open', 'done', 'open']]);
  });

  it('counts a step met while its stage was locked as done once the stage opens', () => {
    const progress = courseProgress([[step(goal(1, 80), evidence(1))], [step(goal(2, 80), evidence(5))], [step(goal(1, 80), evidence(0))]]);
    expect(states(progress)).toEqual([['done'], ['done'], ['open']]);
    expect(isFinished(progress)).toBe(false);
  });

  it('shows a locked step as locked even when its goal is already met', () => {
    const progress = courseProgress([[step(goal(1, 80), evidence(0))], [step(goal(1, 80), evidence(3))]]);
    expect(states(progress)).toEqual([['open'], ['locked']]);
  });

  it('is finished only when every step is done', () => {
    expect(isFinished(courseProgress([[step(goal(1, 80), evidence(1))], [step(goal(1, 50), evidence(1))]]))).toBe(true);
    expect(isFinished(courseProgress([[step(goal(1, 80), evidence(1))], [step(goal(2, 50), evidence(1))]]))).toBe(false);
  });

  it('caps the counts shown at the goal', () => {
    const progress = courseProgress([[step(goal(3, 80, 2), evidence(9, 4))]])[0]?.[0];
    expect(progress).toMatchObject({ sessions: 3, settings: 2 });
    const withoutSettings = courseProgress([[step(goal(3, 80), evidence(1, 1))]])[0]?.[0];
    expect(withoutSettings).toMatchObject({ sessions: 1, settings: 0 });
  });

  it.each([
    ['the newest two below 50 %', [0.4, 0.2], true],
    ['one of the two at 50 %', [0.5, 0.2], false],
    ['only one session', [0.1], false],
    ['the newest good, the one before bad', [0.9, 0.1], false],
  ] as const)('asks for a smaller step when %s: %s', (_, rates, smaller) => {
    const progress = courseProgress([[step(goal(3, 80), evidence(0, 0, [...rates]))]])[0]?.[0];
    expect(progress?.smallerStep).toBe(smaller);
  });

  it('never asks a done or locked step for a smaller step', () => {
    const progress = courseProgress([
      [step(goal(1, 80), evidence(1, 1, [0.1, 0.2])), step(goal(1, 80), evidence(0))],
      [step(goal(1, 80), evidence(0, 0, [0.1, 0.2]))],
    ]);
    expect(states(progress)).toEqual([['done', 'open'], ['locked']]);
    expect(progress.flat().map(({ smallerStep }) => smallerStep)).toEqual([false, false, false]);
  });
});

describe('age', () => {
  it('reads whole weeks from the birth month', () => {
    expect(ageInWeeks('2026-09', '2026-11-27')).toBe(10);
    expect(ageInWeeks(null, '2026-11-27')).toBeNull();
    expect(ageInWeeks('2026-13x', '2026-11-27')).toBeNull();
    expect(ageInWeeks('2027-01', '2026-11-27')).toBe(0);
  });

  it('fits a dog into a course range, open ends included', () => {
    expect(fitsAge({ ageMinWeeks: 8, ageMaxWeeks: 20 }, 10)).toBe(true);
    expect(fitsAge({ ageMinWeeks: 8, ageMaxWeeks: 20 }, 21)).toBe(false);
    expect(fitsAge({ ageMinWeeks: null, ageMaxWeeks: null }, 300)).toBe(true);
  });
});
