/**
 * The demo's official courses (docs/decisions/044-courses.md), one per topic and language, built
 * from the seeded activities by slug. Pure data: seed.ts gives them their fixed ids.
 */
import type { Locale } from '~/shared/enums';
import type { DEMO_COURSE_IDS } from './course-ids';

export interface SeedCourseStep {
  activity: string;
  goalSessions: number;
  goalSuccess: number;
  goalSettings?: number;
  note?: Record<Locale, string>;
}

export interface SeedCourse {
  topic: keyof (typeof DEMO_COURSE_IDS)['de'];
  ageMinWeeks?: number;
  ageMaxWeeks?: number;
  text: Record<Locale, { title: string; summary: string; tags: string[]; stages: string[] }>;
  stages: SeedCourseStep[][];
}

export const seedCourses: SeedCourse[] = [
  {
    topic: 'puppy',
    ageMinWeeks: 8,
    ageMaxWeeks: 20,
    text: {
      de: {
        title: 'Welpenstart',
        summary:
          'Die ersten Wochen mit deinem Welpen: Name, Anfassen, Ruhe und die ersten Schritte an der Leine. Jeder Schritt öffnet sich, wenn dein Welpe so weit ist.',
        tags: ['welpe', 'grundlagen'],
        stages: ['Ankommen und Vertrauen', 'Erste Signale', 'Draußen unterwegs'],
      },
      en: {
        title: 'Puppy start',
        summary:
          'The first weeks with your puppy: their name, being handled, settling and the first steps on the lead. Each step opens when your puppy is ready.',
        tags: ['puppy', 'basics'],
        stages: ['Settling in and trust', 'First cues', 'Out and about'],
      },
    },
    stages: [
      [
        { activity: 'puppy-name-game', goalSessions: 3, goalSuccess: 80 },
        {
          activity: 'puppy-handling',
          goalSessions: 3,
          goalSuccess: 70,
          note: {
            de: 'Zieht dein Welpe weg, berühre nur eine Stelle und nur eine Sekunde lang. Fang mit dem Körperteil an, das er am liebsten hergibt.',
            en: 'If your puppy pulls away, touch just one spot for just one second. Start with the part they mind least.',
          },
        },
      ],
      [
        { activity: 'hand-target-touch', goalSessions: 3, goalSuccess: 80 },
        { activity: 'mat-training-settle', goalSessions: 3, goalSuccess: 70 },
      ],
      [
        { activity: 'loose-leash-walking', goalSessions: 2, goalSuccess: 70 },
        { activity: 'city-sounds-confidence', goalSessions: 2, goalSuccess: 70, goalSettings: 2 },
      ],
    ],
  },
  {
    topic: 'lead',
    text: {
      de: {
        title: 'Lockere Leine in drei Stufen',
        summary: 'Vom Flur bis zur belebten Straße: Dein Hund lernt, dass es sich neben dir lohnt, und bleibt auch bei Ablenkung bei dir.',
        tags: ['leinenführigkeit', 'spaziergang'],
        stages: ['Die Belohnungszone', 'Mitdenken', 'Ablenkung'],
      },
      en: {
        title: 'Loose-lead walking in three stages',
        summary: 'From the hallway to a busy street: your dog learns that walking next to you pays off, and stays with you when there is a lot going on.',
        tags: ['loose lead', 'walking'],
        stages: ['The reward zone', 'Paying attention', 'Distractions'],
      },
    },
    stages: [
      [
        { activity: 'hand-target-touch', goalSessions: 2, goalSuccess: 80 },
        { activity: 'loose-leash-walking', goalSessions: 3, goalSuccess: 80 },
      ],
      [
        {
          activity: 'lead-direction-change',
          goalSessions: 3,
          goalSuccess: 80,
          note: {
            de: 'Zieht dein Hund weiter, dreh früher um: schon wenn er schneller wird, nicht erst, wenn die Leine spannt.',
            en: 'If your dog keeps pulling, turn earlier: as soon as they speed up, not once the lead is tight.',
          },
        },
        { activity: 'leave-it', goalSessions: 3, goalSuccess: 80 },
      ],
      [
        { activity: 'city-sounds-confidence', goalSessions: 3, goalSuccess: 80, goalSettings: 2 },
        { activity: 'sniffari-walk', goalSessions: 2, goalSuccess: 70 },
      ],
    ],
  },
  {
    topic: 'recall',
    text: {
      de: {
        title: 'Rückruf, der sitzt',
        summary: 'Ein Rückruf, auf den du dich verlassen kannst: erst als Spiel zu zweit, dann mit der Pfeife, dann mit Ablenkung und an verschiedenen Orten.',
        tags: ['rückruf', 'freilauf'],
        stages: ['Kommen lohnt sich', 'Rückruf als Spiel', 'Pfeife und Ablenkung'],
      },
      en: {
        title: 'A recall you can rely on',
        summary: 'A recall you can count on: first as a game for two, then with a whistle, then with distractions and in different places.',
        tags: ['recall', 'off lead'],
        stages: ['Coming back pays', 'Recall as a game', 'Whistle and distractions'],
      },
    },
    stages: [
      [
        { activity: 'puppy-name-game', goalSessions: 2, goalSuccess: 80 },
        { activity: 'hand-target-touch', goalSessions: 2, goalSuccess: 80 },
      ],
      [{ activity: 'recall-ping-pong', goalSessions: 3, goalSuccess: 80 }],
      [
        {
          activity: 'recall-whistle',
          goalSessions: 4,
          goalSuccess: 80,
          goalSettings: 2,
          note: {
            de: 'Kommt dein Hund nicht, pfeif nur noch, wenn er schon auf dem Weg zu dir ist, und belohne großzügig. Der Pfiff soll nie ins Leere gehen.',
            en: 'If your dog does not come, only whistle when they are already on their way to you, and reward generously. The whistle should never go unanswered.',
          },
        },
        { activity: 'leave-it', goalSessions: 3, goalSuccess: 80, goalSettings: 2 },
      ],
    ],
  },
  {
    topic: 'settle',
    text: {
      de: {
        title: 'Zur Ruhe kommen und allein bleiben',
        summary: 'Entspannen auf der Decke, warten können und in kleinen Schritten allein bleiben, ohne Stress für deinen Hund.',
        tags: ['entspannung', 'alleinbleiben'],
        stages: ['Die Decke', 'Warten können', 'Allein bleiben'],
      },
      en: {
        title: 'Settling and staying home alone',
        summary: 'Relaxing on a mat, waiting patiently and staying home alone in small steps, without stress for your dog.',
        tags: ['settle', 'alone'],
        stages: ['The mat', 'Learning to wait', 'Home alone'],
      },
    },
    stages: [
      [{ activity: 'mat-training-settle', goalSessions: 3, goalSuccess: 80 }],
      [
        { activity: 'wait-at-the-door', goalSessions: 3, goalSuccess: 80 },
        { activity: 'sniffing-mat-search', goalSessions: 2, goalSuccess: 70 },
      ],
      [
        {
          activity: 'home-alone-steps',
          goalSessions: 5,
          goalSuccess: 80,
          note: {
            de: 'Meldet sich dein Hund, geh zurück zur letzten Dauer, die ruhig geklappt hat, und verlängere in halb so großen Schritten.',
            en: 'If your dog gets upset, go back to the last time that went calmly and lengthen it in half-size steps.',
          },
        },
        { activity: 'towel-roll-puzzle', goalSessions: 2, goalSuccess: 70 },
      ],
    ],
  },
];
