/**
 * The columns every course answer reads, and their mapping to the API shape
 * (docs/decisions/044-courses.md). Tags, counts and the first step's activity come from
 * correlated subqueries over the course's own indexes, so a page of cards stays one query and
 * reads rows bounded by the page and each course's limits (12 stages, 60 steps).
 */
import { eq, sql } from 'drizzle-orm';
import { activityKindOf, type ActivityKind } from '~/shared/activity-kind';
import type { CourseCard } from '~/shared/courses/api';
import type { ActivityLocation } from '~/shared/enums';
import { mediaUrl } from '~/shared/media';
import { isTrainer } from '~/shared/policy';
import type { Db } from '~/server/db/client';
import { latestSubscription } from '~/server/auth/session-user';
import { courses, users } from '~/server/db/schema';

/** The first step of the course: lowest stage, then lowest position. */
const firstActivityId = sql`(select s.activity_id from course_steps s join course_stages g on g.id = s.stage_id where s.course_id = ${courses.id} order by g.position, s.position limit 1)`;

/** One column of the first step's activity (`a`), or null for a course without steps. */
const firstActivity = <T>(column: string) => sql<T | null>`(select ${sql.raw(column)} from activities a where a.id = ${firstActivityId})`;

export const cardColumns = {
  id: courses.id,
  title: courses.title,
  summary: courses.summary,
  lang: courses.lang,
  ageMinWeeks: courses.ageMinWeeks,
  ageMaxWeeks: courses.ageMaxWeeks,
  enrolments: courses.enrolments,
  isOfficial: courses.isOfficial,
  publishedAt: courses.publishedAt,
  status: courses.status,
  hiddenAt: courses.hiddenAt,
  authorId: courses.authorId,
  tagsJson: sql<string>`(select json_group_array(t.tag) from course_tags t where t.course_id = ${courses.id})`,
  stageCount: sql<number>`(select count(*) from course_stages g where g.course_id = ${courses.id})`,
  stepCount: sql<number>`(select count(*) from course_steps s where s.course_id = ${courses.id})`,
  pictureJson: firstActivity<string>(
    `json_object('kind', a.kind, 'title', a.title, 'description', a.description, 'location', a.location, 'tags', (select json_group_array(t.tag) from activity_tags t where t.activity_id = a.id), 'thumbnail', (select i.thumbnail_key from activity_images i where i.activity_id = a.id order by i.position limit 1))`,
  ),
  authorUsername: users.username,
  authorDisplayName: users.displayName,
  authorAvatarKey: users.avatarKey,
  authorTier: users.subscriptionTier,
  authorSubscriptionStatus: sql<string | null>`${latestSubscription('status')}`,
};

/** Courses with their authors, ready for conditions, order and limit. */
export const selectCards = (db: Db) => db.select(cardColumns).from(courses).innerJoin(users, eq(users.id, courses.authorId)).$dynamic();

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

interface FirstActivity {
  kind: ActivityKind | null;
  title: string;
  description: string;
  location: ActivityLocation;
  tags: string[];
  thumbnail: string | null;
}

export function toCard(row: CardRow): CourseCard {
  const first = row.pictureJson ? (JSON.parse(row.pictureJson) as FirstActivity) : null;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    lang: row.lang,
    tags: (JSON.parse(row.tagsJson) as string[]).sort(),
    ageMinWeeks: row.ageMinWeeks,
    ageMaxWeeks: row.ageMaxWeeks,
    stageCount: row.stageCount,
    stepCount: row.stepCount,
    enrolments: row.enrolments,
    isOfficial: row.isOfficial,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    author: {
      username: row.authorUsername,
      displayName: row.authorDisplayName,
      avatarUrl: mediaUrl(row.authorAvatarKey),
      isTrainer: isTrainer({ tier: row.authorTier, subscriptionStatus: row.authorSubscriptionStatus }),
    },
    picture: first ? { kind: activityKindOf(first), thumbnail: mediaUrl(first.thumbnail) } : null,
  };
}
