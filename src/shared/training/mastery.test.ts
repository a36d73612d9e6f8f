import { describe, expect, it } from 'vitest';
import type { TrainingSetting } from '~/shared/enums';
import { MASTERY_RATE, MASTERY_SESSIONS, MASTERY_SETTINGS, masteryEvidence, masteryState, type SessionResult, successRate } from './mastery';

/** A session with counted repetitions. */
const counted = (successes: number, repetitions: number, setting: TrainingSetting = 'home'): SessionResult => ({
  repetitions,
  successes,
  rating: null,
  setting,
});
/** A session with a 1–5 rating. */
const rated = (rating: number, setting: TrainingSetting = 'home'): SessionResult => ({ repetitions: null, successes: null, rating, setting });
/** A session without a result. */
const practice = (setting: TrainingSetting = 'home'): SessionResult => ({ repetitions: null, successes: null, rating: null, setting });

describe('successRate', () => {
  it('is successes of repetitions', () => {
    expect(successRate(counted(8, 10))).toBe(0.8);
    expect(successRate(counted(0, 5))).toBe(0);
    expect(successRate(counted(5, 5))).toBe(1);
    expect(successRate({ repetitions: 4, successes: null, rating: null })).toBe(0);
  });

  it('reads a rating as fifths', () => {
    expect(successRate(rated(4))).toBe(0.8);
    expect(successRate(rated(1))).toBe(0.2);
    expect(successRate(rated(5))).toBe(1);
  });

  it('treats 0 repetitions as no count: the rating decides, or there is no result', () => {
    expect(successRate({ repetitions: 0, successes: 0, rating: null })).toBeNull();
    expect(successRate({ repetitions: 0, successes: null, rating: 3 })).toBe(0.6);
  });

  it('has no result without counts or a rating', () => {
    expect(successRate(practice())).toBeNull();
  });
});

describe('masteryEvidence', () => {
  it('asks for the rule the pages explain', () => {
    expect([MASTERY_SESSIONS, MASTERY_RATE, MASTERY_SETTINGS]).toEqual([3, 0.8, 2]);
  });

  it('proposes with exactly three sessions at 80 % in two settings', () => {
    expect(masteryEvidence([counted(8, 10, 'home'), rated(4, 'garden'), counted(12, 15, 'home')])).toEqual({
      proposed: true,
      sessions: 3,
      lowestRate: 0.8,
      settings: ['home', 'garden'],
      missing: [],
    });
  });

  it('does not propose when one of them reached 79 %', () => {
    const evidence = masteryEvidence([counted(10, 10, 'home'), counted(79, 100, 'park'), counted(9, 10, 'street')]);
    expect(evidence.proposed).toBe(false);
    expect(evidence.lowestRate).toBe(0.79);
    expect(evidence.missing).toEqual(['rate']);
  });

  it('skips sessions without a result and looks further back', () => {
    const evidence = masteryEvidence([practice('park'), counted(9, 10, 'home'), practice('street'), rated(5, 'garden'), counted(4, 5, 'home')]);
    expect(evidence).toMatchObject({ proposed: true, sessions: 3, settings: ['home', 'garden'] });
  });

  it('wants a second setting', () => {
    const evidence = masteryEvidence([counted(10, 10, 'home'), counted(10, 10, 'home'), counted(10, 10, 'home')]);
    expect(evidence).toMatchObject({ proposed: false, settings: ['home'], missing: ['settings'] });
  });

  it('wants three sessions with a result', () => {
    expect(masteryEvidence([counted(10, 10, 'home'), rated(5, 'park'), practice('street')])).toMatchObject({
      proposed: false,
      sessions: 2,
      missing: ['sessions'],
    });
    expect(masteryEvidence([])).toEqual({ proposed: false, sessions: 0, lowestRate: null, settings: [], missing: ['sessions', 'rate', 'settings'] });
    expect(masteryEvidence([practice(), practice('park')])).toMatchObject({ sessions: 0, lowestRate: null, missing: ['sessions', 'rate', 'settings'] });
  });

  it('judges only the newest three: an old failure no longer counts, a new one does', () => {
    expect(masteryEvidence([counted(9, 10, 'home'), counted(9, 10, 'park'), counted(9, 10, 'home'), counted(0, 10, 'home')]).proposed).toBe(true);
    expect(masteryEvidence([counted(0, 10, 'home'), counted(9, 10, 'home'), counted(9, 10, 'park'), counted(9, 10, 'home')]).missing).toEqual(['rate']);
  });

  it('counts settings only among the sessions it judges', () => {
    const evidence = masteryEvidence([counted(9, 10, 'home'), counted(9, 10, 'home'), counted(9, 10, 'home'), counted(9, 10, 'park')]);
    expect(evidence.missing).toEqual(['settings']);
  });

  it('names everything missing at once', () => {
    expect(masteryEvidence([counted(1, 10, 'home')]).missing).toEqual(['sessions', 'rate', 'settings']);
  });
});

describe('masteryState', () => {
  const proven = masteryEvidence([counted(9, 10, 'home'), counted(9, 10, 'park'), counted(9, 10, 'home')]);
  const lacking = masteryEvidence([counted(1, 10, 'home')]);

  it('reads mastered with the proof as proven, mastered by hand as self-assessed, else being learnt', () => {
    expect(masteryState(true, proven)).toBe('proven');
    expect(masteryState(true, lacking)).toBe('self');
    expect(masteryState(false, proven)).toBe('learning');
    expect(masteryState(false, lacking)).toBe('learning');
  });
});
