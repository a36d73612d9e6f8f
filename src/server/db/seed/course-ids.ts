/**
 * The fixed ids of the official demo courses (docs/decisions/046-following-courses.md), one set per
 * language: the courses' seed writes them with these ids, the demo enrolments follow them.
 */
export const DEMO_COURSE_IDS = {
  de: { puppy: 9001, lead: 9002, recall: 9003, settle: 9004 },
  en: { puppy: 9011, lead: 9012, recall: 9013, settle: 9014 },
} as const;
