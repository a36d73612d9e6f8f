/**
 * The demo training journal (README "Demo journal"): a few weeks of sessions for Balu (German, both
 * owners train), Skye (English, in London), Pepe, and a shorter story for Nova, Comet and Kira, so
 * every paying member's dog has something due on "Heute". Every tracked activity plays one part, so a
 * tester finds each state of the journal: evidence ready to confirm, a review due today, one
 * overdue, several coming up, and an activity still being learnt. Pure data and arithmetic; the
 * seed writes the rows. Days are counted back from the seed day in the trainer's time zone, and
 * the review schedules are replayed with the app's own rule, so the demo reads like real use.
 */
import type { Locale, TrainingDistraction, TrainingSetting } from '~/shared/enums';
import { addDays, instantOfLocal, localDay } from '~/shared/training/days';
import { masteryEvidence, successRate, type SessionResult } from '~/shared/training/mastery';
import { reviewSchedule } from '~/shared/training/reviews';

type Result = { repetitions: number; successes: number } | { rating: number } | null;

interface PlannedSession {
  daysAgo: number;
  /** Local start time on the trainer's clock. */
  at: string;
  minutes: number;
  result: Result;
  setting: TrainingSetting;
  distraction: TrainingDistraction;
  note?: Record<Locale, string>;
}

/** One part of the story: the sessions, and when the activity was marked mastered (absent: not mastered). */
interface Part {
  masteredDaysAgo?: number;
  sessions: PlannedSession[];
}

const counts = (successes: number, repetitions: number): Result => ({ repetitions, successes });
const rating = (value: number): Result => ({ rating: value });

function session(
  daysAgo: number,
  at: string,
  minutes: number,
  result: Result,
  setting: TrainingSetting,
  distraction: TrainingDistraction,
  note?: Record<Locale, string>,
): PlannedSession {
  return { daysAgo, at, minutes, result, setting, distraction, ...(note ? { note } : {}) };
}

/** The parts, the same for every journal dog; the checks next to them are what the seed test asserts. */
const PARTS = {
  // Improves over four weeks; the newest three reach 80 % at home and in the garden: the app proposes mastery.
  ready: {
    sessions: [
      session(26, '18:00', 10, counts(3, 10), 'home', 'low', { de: 'Erste Versuche, noch mit Futter gelockt.', en: 'First tries, still lured with food.' }),
      session(22, '18:15', 8, counts(5, 10), 'home', 'low'),
      session(19, '07:45', 10, counts(6, 10), 'garden', 'medium', { de: 'Im Garten viel Ablenkung durch Vögel.', en: 'Lots of birds in the garden today.' }),
      session(15, '18:00', 10, counts(7, 10), 'home', 'low'),
      session(12, '17:30', 12, counts(7, 10), 'garden', 'low'),
      session(8, '18:00', 10, counts(8, 10), 'home', 'low'),
      session(5, '07:30', 10, counts(9, 10), 'garden', 'medium', { de: 'Klappt jetzt auch nur mit Handzeichen.', en: 'Works with the hand signal alone now.' }),
      session(1, '18:10', 8, counts(10, 10), 'home', 'low', { de: 'Zehn von zehn. Zeit für „gemeistert“?', en: 'Ten out of ten. Time to call it mastered?' }),
    ],
  },
  // Mastered 10 days ago, one strong review 7 days ago: the next one (7 days on) is due today.
  dueToday: {
    masteredDaysAgo: 10,
    sessions: [
      session(17, '09:00', 10, rating(4), 'home', 'low'),
      session(14, '09:15', 10, counts(9, 10), 'garden', 'low'),
      session(11, '18:30', 12, rating(5), 'home', 'medium', { de: 'Sehr konzentriert heute.', en: 'Very focused today.' }),
      session(7, '18:00', 10, rating(5), 'home', 'low', { de: 'Wiederholung: sitzt wie am ersten Tag.', en: 'Review: as solid as on day one.' }),
    ],
  },
  // Mastered 12 days ago, a medium review 9 days ago keeps the 3-day interval: due 6 days ago.
  overdue: {
    masteredDaysAgo: 12,
    sessions: [
      session(25, '10:00', 15, counts(7, 10), 'park', 'medium'),
      session(18, '10:30', 15, counts(8, 10), 'park', 'low'),
      session(15, '16:00', 12, counts(9, 10), 'garden', 'low'),
      session(13, '10:00', 15, counts(8, 10), 'park', 'medium', { de: 'Drei gute Einheiten in Folge.', en: 'Three good sessions in a row.' }),
      session(9, '11:00', 15, counts(6, 10), 'park', 'high', { de: 'Viel los im Park, nur 6 von 10.', en: 'Busy park, only 6 out of 10.' }),
    ],
  },
  // Mastered 30 days ago, three strong reviews climb to the 30-day interval: due in 24 days.
  climbing: {
    masteredDaysAgo: 30,
    sessions: [
      session(35, '19:00', 10, counts(8, 10), 'home', 'low'),
      session(33, '19:00', 10, counts(9, 10), 'street', 'medium'),
      session(31, '19:15', 10, counts(10, 10), 'home', 'low'),
      session(27, '19:00', 8, counts(9, 10), 'street', 'medium'),
      session(20, '19:00', 8, counts(10, 10), 'park', 'medium'),
      session(6, '19:30', 8, rating(5), 'street', 'high', { de: 'Auch an der lauten Straße zuverlässig.', en: 'Reliable even by a busy road.' }),
    ],
  },
  // Mastered 9 days ago, reviewed late (2 days ago) but strong: due in 5 days.
  late: {
    masteredDaysAgo: 9,
    sessions: [
      session(16, '17:00', 5, counts(8, 10), 'home', 'low'),
      session(13, '17:00', 5, counts(9, 10), 'garden', 'low'),
      session(10, '17:30', 5, rating(5), 'home', 'low'),
      session(2, '17:00', 5, counts(9, 10), 'home', 'medium', { de: 'Nach einer Woche Pause sofort wieder da.', en: 'Straight back after a week off.' }),
    ],
  },
  // Mastered 20 days ago: strong, then weak (back to 3 days), then medium yesterday: due in 2 days.
  shaky: {
    masteredDaysAgo: 20,
    sessions: [
      session(24, '08:00', 15, counts(8, 10), 'street', 'medium'),
      session(22, '08:00', 15, counts(9, 10), 'park', 'low'),
      session(21, '08:15', 15, counts(8, 10), 'street', 'low'),
      session(17, '08:00', 15, counts(9, 10), 'street', 'medium'),
      session(10, '08:00', 20, counts(4, 10), 'street', 'high', {
        de: 'Hundebegegnung, danach war die Luft raus.',
        en: 'Met another dog, and that was the end of it.',
      }),
      session(1, '08:00', 15, counts(6, 10), 'park', 'medium'),
    ],
  },
  // Still being learnt: too weak, one setting only; trained today, so the streak includes today.
  learning: {
    sessions: [
      session(16, '12:00', 10, counts(4, 10), 'home', 'low'),
      session(9, '12:00', 10, rating(3), 'home', 'medium'),
      session(4, '12:30', 5, null, 'garden', 'low', { de: 'Nur kurz geübt, ohne zu zählen.', en: 'Just a short go, no counting.' }),
      session(0, '07:15', 10, counts(6, 10), 'home', 'low'),
    ],
  },
} satisfies Record<string, Part>;

export type JournalPart = keyof typeof PARTS;

interface JournalDog {
  dogId: number;
  /** The language of the activity rows and the notes: the owners'. */
  lang: Locale;
  /** Who trains, taking turns; the first is the owner whose time zone counts the mastered day. */
  trainers: string[];
  /** Activity slug per part. */
  parts: Partial<Record<JournalPart, string>>;
}

export const journalDogs: JournalDog[] = [
  {
    dogId: 1,
    lang: 'de',
    trainers: ['lena_yearly', 'ben_free'],
    parts: {
      ready: 'paw-trick',
      dueToday: 'sniffing-mat-search',
      overdue: 'scent-trail',
      climbing: 'leave-it',
      late: 'spin-trick',
      shaky: 'loose-leash-walking',
      learning: 'mat-training-settle',
    },
  },
  {
    dogId: 3,
    lang: 'en',
    trainers: ['oliver_yearly'],
    parts: {
      ready: 'scent-cup-game',
      dueToday: 'hand-target-touch',
      overdue: 'recall-ping-pong',
      climbing: 'take-a-bow',
      late: 'cavaletti-poles',
      shaky: 'city-sounds-confidence',
      learning: 'wait-at-the-door',
    },
  },
  { dogId: 2, lang: 'de', trainers: ['tom_monthly'], parts: { ready: 'leave-it', dueToday: 'sniffing-mat-search', learning: 'loose-leash-walking' } },
  // Every other paying member's dog has something due on "Heute" and something to carry on with.
  { dogId: 6, lang: 'en', trainers: ['admin_anna'], parts: { dueToday: 'hand-target-touch', learning: 'wait-at-the-door' } },
  { dogId: 7, lang: 'en', trainers: ['admin_anna'], parts: { overdue: 'recall-ping-pong', learning: 'take-a-bow' } },
  { dogId: 8, lang: 'de', trainers: ['trainerin_julia'], parts: { dueToday: 'scent-trail', ready: 'paw-trick', learning: 'spin-trick' } },
];

export interface JournalRows {
  sessions: {
    id: number;
    dogId: number;
    activityId: number;
    userId: number;
    startedAt: Date;
    day: string;
    durationMinutes: number;
    repetitions: number | null;
    successes: number | null;
    rating: number | null;
    setting: TrainingSetting;
    distraction: TrainingDistraction;
    notes: string;
    createdAt: Date;
    updatedAt: Date;
  }[];
  progress: {
    dogId: number;
    activityId: number;
    tried: boolean;
    mastered: boolean;
    masteredOn: string | null;
    reviewStep: number;
    reviewDue: string | null;
    masteredProven: boolean;
  }[];
}

/** What the seed needs to know about the demo world. */
export interface JournalContext {
  now: number;
  userId: (username: string) => number;
  timeZone: (username: string) => string;
  activityId: (slug: string, lang: Locale) => number;
}

/**
 * The journal's sessions (fixed ids from 1, so a second run finds them) and the progress of every
 * tracked activity, with the review schedule its sessions give.
 */
export function journalRows({ now, userId, timeZone, activityId }: JournalContext): JournalRows {
  const rows: JournalRows = { sessions: [], progress: [] };
  let turn = 0;
  for (const dog of journalDogs) {
    for (const [part, slug] of Object.entries(dog.parts) as [JournalPart, string][]) {
      const plan: Part = PARTS[part];
      const activity = activityId(slug, dog.lang);
      const days: { day: string; rate: number | null }[] = [];
      const results: (SessionResult & { day: string })[] = [];
      for (const planned of plan.sessions) {
        const trainer = dog.trainers[turn++ % dog.trainers.length] ?? '';
        const zone = timeZone(trainer);
        const local = `${addDays(localDay(now, zone), -planned.daysAgo)}T${planned.at}`;
        // Today's session may be planned for later than the seed runs: it happened just now instead.
        const startedAt = new Date(Math.min(instantOfLocal(local, zone)?.getTime() ?? now, now));
        const result = { repetitions: null, successes: null, rating: null, ...planned.result };
        const day = localDay(startedAt, zone);
        // Logged when the session ended, or now for one still going.
        const loggedAt = new Date(Math.min(startedAt.getTime() + planned.minutes * 60_000, now));
        days.push({ day, rate: successRate(result) });
        results.push({ ...result, setting: planned.setting, day });
        rows.sessions.push({
          id: rows.sessions.length + 1,
          dogId: dog.dogId,
          activityId: activity,
          userId: userId(trainer),
          startedAt,
          day,
          durationMinutes: planned.minutes,
          ...result,
          setting: planned.setting,
          distraction: planned.distraction,
          notes: planned.note?.[dog.lang] ?? '',
          createdAt: loggedAt,
          updatedAt: loggedAt,
        });
      }
      const masteredOn = plan.masteredDaysAgo === undefined ? null : addDays(localDay(now, timeZone(dog.trainers[0] ?? '')), -plan.masteredDaysAgo);
      const schedule = masteredOn === null ? null : reviewSchedule(masteredOn, days);
      // Confirmed from evidence when the sessions up to the day of mastering met the rule (the highscore's 25 points).
      const evidence = masteredOn === null ? null : masteryEvidence(results.filter((result) => result.day <= masteredOn).reverse());
      rows.progress.push({
        dogId: dog.dogId,
        activityId: activity,
        tried: true,
        mastered: masteredOn !== null,
        masteredOn,
        reviewStep: schedule?.step ?? 0,
        reviewDue: schedule?.due ?? null,
        masteredProven: evidence?.proposed ?? false,
      });
    }
  }
  return rows;
}
