/**
 * "Heute" (docs/decisions/037-today.md): what a dog's day of training holds, the same for the page
 * and for `GET /api/dogs/{dogId}/today`.
 */
import type { DogPhoto } from '~/shared/dogs';
import type { Day } from './days';
import type { ActivityRef, ReviewItem } from './journal';
import type { MasteryEvidence } from './mastery';

/** Activities listed under "weiter mit" at most (and checked for a mastery to confirm). */
export const CONTINUE_WITH = 5;

export interface TodayDog {
  id: number;
  name: string;
  photo: DogPhoto | null;
}

/** An activity being learnt: tried or logged, not mastered. */
export interface LearningItem {
  activity: ActivityRef;
  /** The start of the newest session (ISO), null when only ticked as tried. */
  lastTrainedAt: string | null;
}

/** An activity whose newest sessions meet the mastery rule: one tap confirms it. */
export interface ReadyItem extends LearningItem {
  evidence: MasteryEvidence;
}

export interface DogToday {
  /** The member's local day the answer is for. */
  today: Day;
  dog: TodayDog;
  streak: number;
  trainedToday: boolean;
  /** Minutes trained this week (Monday to today). */
  weekMinutes: number;
  /** Reviews due today or overdue, oldest first. */
  due: ReviewItem[];
  /** Reviews that come due tomorrow: what the well-done of a finished day announces. */
  dueTomorrow: number;
  readyToConfirm: ReadyItem[];
  /** Activities being learnt, most recently trained first, without those ready to confirm. */
  continueWith: LearningItem[];
  /** Whether the dog has tried, logged or mastered anything at all. */
  started: boolean;
}

/** The activity the "start training" button opens the session form for: the first due, ready or learnt one. */
export const firstActivityOf = (today: DogToday): ActivityRef | null => (today.due[0] ?? today.readyToConfirm[0] ?? today.continueWith[0])?.activity ?? null;

/**
 * The steps open on the dog's day: what the daily reminder counts ("2 Schritte heute",
 * docs/decisions/047-training-reminder.md). The reviews due; the open steps of the dog's courses
 * join them.
 */
export const openStepsToday = (today: DogToday): number => today.due.length;
