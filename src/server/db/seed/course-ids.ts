export const DEMO_COURSE_IDS = {
  de: { puppy: 9001, lead: 9002, recall: 9003, settle: 9004 },
  en: { puppy: 9011, lead: 9012, recall: 9013, settle: 9014 },
} as const;
