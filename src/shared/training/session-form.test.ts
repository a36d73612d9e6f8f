import { describe, expect, it } from 'vitest';
import type { TrainingSessionView } from '~/shared/training/journal';
import { newSessionValues, sessionCreateBody, sessionUpdateBody, sessionValuesFrom, sessionValuesOf, type SessionFormValues } from './session-form';

const BERLIN = 'Europe/Berlin';
// 23:30 in Berlin on 23 November (UTC+1): 22:30 UTC.
const lateEvening = new Date('2026-11-23T22:30:00Z');

const filled = (overrides: Partial<SessionFormValues> = {}): SessionFormValues => ({
  ...newSessionValues(lateEvening, BERLIN, 7),
  durationMinutes: '15',
  repetitions: '10',
  successes: '9',
  setting: 'park',
  distraction: 'medium',
  ...overrides,
});

describe('the session form', () => {
  it("prefills now on the member's clock, not in UTC", () => {
    const values = newSessionValues(lateEvening, BERLIN, 7);
    expect(values.startedAt).toBe('2026-11-23T23:30');
    expect(values.startedAtDefault).toBe('2026-11-23T23:30');
    expect(values.activityId).toBe('7');
    expect(newSessionValues(lateEvening, 'America/New_York', null)).toMatchObject({ startedAt: '2026-11-23T17:30', activityId: '' });
  });

  it('leaves an untouched start out, so the session is logged at the moment it is sent', () => {
    expect(sessionCreateBody(filled(), BERLIN).startedAt).toBeUndefined();
    expect(sessionCreateBody(filled({ startedAt: '' }), BERLIN).startedAt).toBeUndefined();
  });

  it("converts a changed start from the member's time zone", () => {
    expect(sessionCreateBody(filled({ startedAt: '2026-11-22T23:30' }), BERLIN).startedAt).toBe('2026-11-22T22:30:00.000Z');
    // Summer time: UTC+2.
    expect(sessionCreateBody(filled({ startedAt: '2026-07-01T08:00' }), BERLIN).startedAt).toBe('2026-07-01T06:00:00.000Z');
    expect(sessionCreateBody(filled({ startedAt: '2026-07-01T08:00' }), 'Asia/Tokyo').startedAt).toBe('2026-06-30T23:00:00.000Z');
  });

  // The API's schema names it at its field (tests/integration/pages/training.test.ts).
  it('passes a start that is no date on, for the schema to name', () => {
    const body = sessionCreateBody(filled({ startedAt: '2026-02-30T10:00' }), BERLIN);
    expect(body.startedAt).toBe('2026-02-30T10:00');
  });

  it('sends the counts or the rating, whichever was chosen, and clears the other', () => {
    expect(sessionCreateBody(filled({ rating: '4' }), BERLIN)).toMatchObject({ activityId: '7', repetitions: '10', successes: '9', rating: null });
    expect(sessionCreateBody(filled({ result: 'rating', rating: '4' }), BERLIN)).toMatchObject({ repetitions: null, successes: null, rating: '4' });
    expect(sessionUpdateBody(filled({ result: 'rating', rating: '4' }), BERLIN)).not.toHaveProperty('activityId');
  });

  it('sends a picture only when one was uploaded with the form', () => {
    expect(sessionUpdateBody(filled(), BERLIN)).not.toHaveProperty('imageUrl');
    expect(sessionUpdateBody(filled({ imageUrl: '/media/uploads/1/a.webp' }), BERLIN).imageUrl).toBe('/media/uploads/1/a.webp');
  });

  it('reads what the browser sent, anything missing as blank and an unknown result kind as counts', () => {
    expect(sessionValuesFrom({ durationMinutes: '5', result: 'bogus' })).toMatchObject({ durationMinutes: '5', result: 'counts', notes: '', setting: '' });
    expect(sessionValuesFrom({ result: 'rating' }).result).toBe('rating');
  });

  it("prefills an edit with what the session holds, its start on the member's clock", () => {
    const session = {
      id: 3,
      activity: { id: 7, title: 'Sitz' },
      startedAt: '2026-11-23T22:30:00.000Z',
      durationMinutes: 12,
      repetitions: null,
      successes: null,
      rating: 5,
      setting: 'garden',
      distraction: 'high',
      notes: 'Super',
    } as TrainingSessionView;
    const values = sessionValuesOf(session, BERLIN);
    expect(values).toMatchObject({
      activityId: '7',
      startedAt: '2026-11-23T23:30',
      result: 'rating',
      rating: '5',
      repetitions: '',
      notes: 'Super',
    });
    // An unchanged start is left out: the session keeps its own, seconds included.
    expect(sessionUpdateBody(values, BERLIN).startedAt).toBeUndefined();
    expect(sessionUpdateBody({ ...values, startedAt: '2026-11-23T20:00' }, BERLIN).startedAt).toBe('2026-11-23T19:00:00.000Z');
  });
});
