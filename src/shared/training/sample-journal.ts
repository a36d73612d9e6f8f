/**
 * The example dog of the journal's preview (docs/decisions/023-training-journal.md): what a member
 * without the journal sees of it, with the real components, drawn from this fixed sample instead of
 * D1. Its days are counted back from the member's today, so the preview always looks current; its
 * texts are messages, in the member's language.
 */
import { m } from '~/paraglide/messages.js';
import type { Locale, TrainingDistraction, TrainingSetting } from '~/shared/enums';
import { addDays, type Day, weekStart } from './days';
import { STATS_WEEKS, type ActivitySeries, type DogReviews, type DogStats, type TrainingSessionView } from './journal';

export interface SampleJournal {
  dogName: string;
  reviews: DogReviews;
  stats: DogStats;
  /** Newest first, as the journal lists them. */
  sessions: TrainingSessionView[];
}

/** Minutes per week, oldest first: a dog that trains a little more each month. */
const WEEK_MINUTES = [20, 35, 0, 40, 45, 30, 55, 60, 50, 70, 65, 45] as const;
const WEEK_SESSIONS = [2, 3, 0, 4, 4, 3, 5, 5, 4, 6, 5, 4] as const;
/** Success rates per activity, oldest first, one session every other day. */
const SERIES = {
  sit: [0.5, 0.6, 0.7, 0.8, 0.9, 0.9, 1],
  recall: [0.3, 0.4, 0.4, 0.6, 0.5, 0.7, 0.8],
  lead: [0.2, 0.3, 0.5, 0.4, 0.6, 0.6],
} as const;

interface SampleSession {
  activity: keyof typeof SERIES;
  daysAgo: number;
  minutes: number;
  repetitions: number;
  successes: number;
  setting: TrainingSetting;
  distraction: TrainingDistraction;
  note: 'recall' | 'lead' | null;
}

const SESSIONS: readonly SampleSession[] = [
  { activity: 'recall', daysAgo: 0, minutes: 15, repetitions: 10, successes: 8, setting: 'park', distraction: 'medium', note: 'recall' },
  { activity: 'lead', daysAgo: 1, minutes: 20, repetitions: 10, successes: 6, setting: 'street', distraction: 'high', note: 'lead' },
  { activity: 'sit', daysAgo: 2, minutes: 5, repetitions: 10, successes: 10, setting: 'garden', distraction: 'low', note: null },
  { activity: 'recall', daysAgo: 3, minutes: 10, repetitions: 8, successes: 5, setting: 'park', distraction: 'low', note: null },
];

/** The example dog's journal as of `today` (the member's local day). */
export function sampleJournal(locale: Locale, today: Day): SampleJournal {
  const o = { locale };
  const activities = {
    sit: { id: 1, title: m.training_sample_activity_sit({}, o) },
    recall: { id: 2, title: m.training_sample_activity_recall({}, o) },
    lead: { id: 3, title: m.training_sample_activity_lead({}, o) },
    down: { id: 4, title: m.training_sample_activity_down({}, o) },
  };
  const notes = { recall: m.training_sample_note_recall({}, o), lead: m.training_sample_note_lead({}, o) };
  const thisWeek = weekStart(today);
  const weeks = WEEK_MINUTES.map((minutes, index) => ({
    start: addDays(thisWeek, (index - (STATS_WEEKS - 1)) * 7),
    minutes,
    sessions: WEEK_SESSIONS[index] ?? 0,
  }));
  const series: ActivitySeries[] = (Object.keys(SERIES) as (keyof typeof SERIES)[]).map((key, offset) => {
    const rates = SERIES[key];
    return {
      activity: activities[key],
      points: rates.map((rate, index) => ({ sessionId: offset * 100 + index + 1, day: addDays(today, (index - (rates.length - 1)) * 2 - offset), rate })),
    };
  });
  const trainer = { id: 0, displayName: m.training_sample_trainer({}, o) };
  const sessions = SESSIONS.map((session, index): TrainingSessionView => {
    const day = addDays(today, -session.daysAgo);
    const startedAt = `${day}T16:30:00.000Z`;
    return {
      id: index + 1,
      dogId: 0,
      activity: activities[session.activity],
      trainer,
      mine: false,
      startedAt,
      day,
      durationMinutes: session.minutes,
      repetitions: session.repetitions,
      successes: session.successes,
      rating: null,
      successRate: session.successes / session.repetitions,
      setting: session.setting,
      distraction: session.distraction,
      notes: session.note ? notes[session.note] : '',
      image: null,
      createdAt: startedAt,
      updatedAt: startedAt,
    };
  });
  const review = (activity: keyof typeof activities, dueIn: number, intervalDays: number) => ({
    activity: activities[activity],
    dueOn: addDays(today, dueIn),
    masteredOn: addDays(today, dueIn - intervalDays - 10),
    intervalDays,
  });
  const week = weeks[weeks.length - 1] ?? { start: thisWeek, minutes: 0, sessions: 0 };
  return {
    dogName: m.training_sample_dog({}, o),
    reviews: { today, overdue: [review('down', -1, 7)], due: [review('sit', 0, 14)], upcoming: [review('recall', 3, 3)] },
    stats: {
      today,
      streak: 4,
      trainedToday: true,
      week,
      weeks,
      totals: {
        sessions: WEEK_SESSIONS.reduce<number>((sum, count) => sum + count, 0),
        minutes: WEEK_MINUTES.reduce<number>((sum, minutes) => sum + minutes, 0),
      },
      activities: series,
    },
    sessions,
  };
}
