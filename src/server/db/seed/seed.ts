/**
 * Seeds demo content (README "Demo accounts"). Idempotent: every row has a natural or fixed key
 * and is inserted with ON CONFLICT DO NOTHING, and counters are recomputed from their rows, so
 * a second run changes nothing.
 */
import { isNull, sql } from 'drizzle-orm';
import { DIFFICULTY_RANK } from '~/shared/enums';
import { addDays, localDay } from '~/shared/training/days';
import { REVIEW_INTERVAL_DAYS } from '~/shared/training/reviews';
import { hashPassword } from '~/server/auth/password';
import { chunkRows } from '~/server/db/chunk';
import type { Db } from '~/server/db/client';
import { usernameFields } from '~/server/services/usernames';
import {
  activities,
  activityFavorites,
  activityLikes,
  activityTags,
  commentLikes,
  comments,
  courseStages,
  courseSteps,
  courseTags,
  courses,
  dogOwners,
  dogProgress,
  dogs,
  follows,
  notifications,
  postLikes,
  posts,
  subscriptions,
  totpCredentials,
  trainerApplications,
  trainingReminders,
  trainingSessions,
  users,
} from '~/server/db/schema';
import { seedActivities, seedActivityId, seedDogs, seedPosts } from './content';
import { seedCourses } from './course-content';
import { DEMO_COURSE_IDS } from './course-ids';
import { DEMO_PASSWORD, DEMO_TIME_ZONE, DEMO_TOTP_SECRET, demoUsers } from './demo-users';
import { seedDemoEnrolments } from './enrolments';
import { journalDogs, journalRows } from './journal';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Members who may like and track progress, in a fixed order (docs/product-rules.md §6). */
const ENGAGED = ['lena_yearly', 'tom_monthly', 'oliver_yearly', 'trainerin_julia', 'admin_anna', 'ben_free', 'emma_walks', 'mod_max'];
const PAID = ['lena_yearly', 'tom_monthly', 'oliver_yearly', 'trainerin_julia', 'admin_anna'];

/**
 * Who follows whom in the demo: Ben and Lena find the trainer's news in their network; a new member
 * is offered the most followed of those who share milestones (docs/decisions/052-finding-people.md).
 */
const DEMO_FOLLOWS: ReadonlyArray<readonly [follower: string, followee: string]> = [
  ['ben_free', 'trainerin_julia'],
  ['ben_free', 'lena_yearly'],
  ['lena_yearly', 'trainerin_julia'],
  ['trainerin_julia', 'lena_yearly'],
  ['tom_monthly', 'oliver_yearly'],
  ['emma_walks', 'trainerin_julia'],
  ['oliver_yearly', 'emma_walks'],
];
/**
 * Demo members who share their dogs' mastered activities with their followers (and may be
 * suggested); their dogs (Kira, Balu, Skye, Pepe, …) fill the highscore, this week's from the
 * sessions logged today (decision 051).
 */
const MILESTONE_SHARERS: readonly string[] = ['trainerin_julia', 'lena_yearly', 'oliver_yearly', 'tom_monthly', 'emma_walks'];
/** Demo members who show their dogs on their member page. */
const DOG_SHOWERS: readonly string[] = ['trainerin_julia'];

export interface SeedSummary {
  users: number;
  activities: number;
  posts: number;
  comments: number;
  trainingSessions: number;
}

/** A demo member's time zone, in which their days count. */
function timeZoneOf(username: string): string {
  return demoUsers.find((u) => u.username === username)?.timeZone ?? DEMO_TIME_ZONE;
}

export async function seedDatabase(db: Db, now = Date.now()): Promise<SeedSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await insertIgnoring(
    db,
    users,
    demoUsers.map((u) => ({
      ...usernameFields(u.username),
      displayName: u.username,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      bio: u.bio,
      location: u.location,
      role: u.role,
      subscriptionTier: u.tier,
      status: u.status,
      locale: u.locale,
      timeZone: u.timeZone ?? DEMO_TIME_ZONE,
      isEmailVerified: u.status !== 'unverified',
      acceptedDisclaimer: u.disclaimer,
      newsletterSubscribed: false,
      shareMilestones: MILESTONE_SHARERS.includes(u.username),
      showDogs: DOG_SHOWERS.includes(u.username),
      passwordHash,
      // Long-standing members, so their reports count (decision 016).
      createdAt: new Date(now - 90 * DAY),
    })),
  );

  const idRows = await db.select({ id: users.id, username: users.username }).from(users);
  const userId = new Map(idRows.map((row) => [row.username, row.id]));
  const idOf = (username: string): number => {
    const id = userId.get(username);
    if (id === undefined) throw new Error(`seed: unknown demo user ${username}`);
    return id;
  };

  await insertIgnoring(
    db,
    totpCredentials,
    demoUsers.filter((u) => u.twoFactor).map((u) => ({ userId: idOf(u.username), secret: DEMO_TOTP_SECRET, enabledAt: new Date(now) })),
  );

  const paidUsers = demoUsers.filter((u) => u.plan);
  await insertIgnoring(
    db,
    subscriptions,
    paidUsers.map((u) => ({
      userId: idOf(u.username),
      stripeSubscriptionId: `sub_demo_${u.username}`,
      stripePriceId: `price_demo_${u.plan}`,
      planType: u.plan ?? 'monthly',
      status: 'active',
      currentPeriodEnd: new Date(now + (u.plan === 'yearly' ? 365 : 30) * DAY),
    })),
  );

  // Activities get fixed ids (one per language version) so re-seeding recognises them.
  const activityRows = seedActivities.flatMap((a, index) =>
    (['de', 'en'] as const).map((lang) => {
      const text = a[lang];
      return {
        row: {
          id: seedActivityId(index, lang),
          authorId: idOf(text.author),
          lang,
          title: text.title,
          description: text.description,
          content: text.content,
          difficulty: a.difficulty,
          difficultyRank: DIFFICULTY_RANK[a.difficulty],
          duration: a.duration,
          location: a.location,
          videoUrl: a.videoUrl ?? null,
          isOfficial: text.author === 'trainerin_julia',
          isApproved: true,
          createdAt: new Date(now - seedActivityId(index, lang) * 13 * HOUR),
        },
        tags: text.tags,
      };
    }),
  );
  await insertIgnoring(
    db,
    activities,
    activityRows.map((a) => a.row),
  );
  await insertIgnoring(
    db,
    activityTags,
    activityRows.flatMap((a) => a.tags.map((tag) => ({ activityId: a.row.id, tag }))),
  );

  // Lena's activities are liked by Ben alone: her inbox groups them as "ben_free liked 8 of your
  // activities" (docs/decisions/050-notification-groups.md), beside her posts' likes of several members.
  const likersOf = (authorId: number, i: number) =>
    authorId === idOf('lena_yearly') ? ['ben_free'] : ENGAGED.filter((_, j) => (i + j) % 3 === 0 && authorId !== idOf(ENGAGED[j] ?? ''));
  const likeRows = activityRows.flatMap((a, i) => likersOf(a.row.authorId, i).map((username) => ({ userId: idOf(username), activityId: a.row.id })));
  await insertIgnoring(db, activityLikes, likeRows);
  // Dogs with fixed ids; progress belongs to each paid member's first dog, favourites to the member.
  await insertIgnoring(
    db,
    dogs,
    seedDogs.map((d) => ({ id: d.id, name: d.name, breed: d.breed, birthMonth: d.birthMonth, sex: d.sex, notes: d.notes, createdBy: idOf(d.owners[0] ?? '') })),
  );
  // Owned in the order of the dogs' ids, a co-owner a day after the first owner: Ben's first (current) dog is the shared Balu.
  await insertIgnoring(
    db,
    dogOwners,
    seedDogs.flatMap((d) => d.owners.map((username, i) => ({ dogId: d.id, userId: idOf(username), createdAt: new Date(now - (30 - d.id - i) * DAY) }))),
  );
  const firstDogOf = (username: string) => seedDogs.find((d) => d.owners[0] === username)?.id;
  // The journal's dogs get their progress from their sessions (./journal.ts); the others' mastered
  // activities start their review schedule on the seed day, as the journal's migration did.
  const journalDogIds = new Set(journalDogs.map((dog) => dog.dogId));
  const progressRows = activityRows.flatMap((a, i) =>
    PAID.filter((_, j) => (i + j) % 4 === 0).flatMap((username, k) => {
      const dogId = firstDogOf(username);
      if (dogId === undefined || journalDogIds.has(dogId)) return [];
      const mastered = k % 2 === 0;
      const today = localDay(now, timeZoneOf(username));
      return [
        {
          dogId,
          activityId: a.row.id,
          tried: true,
          mastered,
          masteredOn: mastered ? today : null,
          reviewStep: 0,
          reviewDue: mastered ? addDays(today, REVIEW_INTERVAL_DAYS[0]) : null,
        },
      ];
    }),
  );
  const journal = journalRows({
    now,
    userId: idOf,
    timeZone: timeZoneOf,
    activityId: (slug, lang) => {
      const index = seedActivities.findIndex((a) => a.slug === slug);
      if (index < 0) throw new Error(`seed: unknown activity ${slug}`);
      return seedActivityId(index, lang);
    },
  });
  // Progress first: the sessions' trigger only marks an activity as tried and trained, never mastered.
  await insertIgnoring(db, dogProgress, [...progressRows, ...journal.progress]);
  await insertIgnoring(db, trainingSessions, journal.sessions);
  await insertIgnoring(
    db,
    activityFavorites,
    activityRows.flatMap((a, i) =>
      i % 5 === 0 ? PAID.filter((_, j) => (i + j) % 4 === 0).map((username) => ({ userId: idOf(username), activityId: a.row.id })) : [],
    ),
  );

  // Posts and comments: fixed ids as well; a reply's parent is its top-level comment.
  let commentId = 0;
  const commentRows = seedPosts.flatMap((p, index) =>
    p.comments.flatMap((c, ci) => {
      const parentId = ++commentId;
      const postCreated = now - p.hoursAgo * HOUR;
      const at = (minutes: number) => new Date(Math.min(now, postCreated + minutes * 60 * 1000));
      const top = {
        id: parentId,
        postId: index + 1,
        authorId: idOf(c.author),
        parentId: null,
        content: c.content,
        createdAt: at(30 + ci * 45),
        updatedAt: at(30 + ci * 45),
      };
      const replies = (c.replies ?? []).map((r, ri) => {
        const created = at(60 + ci * 45 + ri * 20);
        return { id: ++commentId, postId: index + 1, authorId: idOf(r.author), parentId, content: r.content, createdAt: created, updatedAt: created };
      });
      return [top, ...replies];
    }),
  );
  const postRows = seedPosts.map((p, index) => ({
    id: index + 1,
    authorId: idOf(p.author),
    type: p.type,
    lang: p.lang,
    content: p.content,
    title: p.title ?? null,
    activityId: p.activity === undefined ? null : seedActivityId(p.activity, p.lang),
    // A question's accepted answer: its top comment of that index.
    acceptedCommentId:
      p.acceptedComment === undefined ? null : (commentRows.filter((c) => c.postId === index + 1 && c.parentId === null)[p.acceptedComment]?.id ?? null),
    createdAt: new Date(now - p.hoursAgo * HOUR),
  }));
  await insertIgnoring(db, posts, postRows);
  await insertIgnoring(db, comments, commentRows);
  await insertIgnoring(
    db,
    postLikes,
    postRows.flatMap((p, i) => ENGAGED.filter((_, j) => (i + j) % 2 === 0).map((u) => ({ userId: idOf(u), postId: p.id }))),
  );
  await insertIgnoring(
    db,
    commentLikes,
    commentRows.filter((_, i) => i % 3 === 0).map((c, i) => ({ userId: idOf(ENGAGED[i % ENGAGED.length] ?? 'lena_yearly'), commentId: c.id })),
  );

  await seedCourseRows(db, idOf('trainerin_julia'), now);

  await insertIgnoring(
    db,
    follows,
    DEMO_FOLLOWS.map(([follower, followee]) => ({ actorId: idOf(follower), targetId: idOf(followee) })),
  );
  // Trainer applications (docs/decisions/045-trainer-applications.md), with fixed ids: Julia's was
  // approved by Anna (the admin page offers to withdraw it), Ben's waits for a decision.
  await insertIgnoring(db, trainerApplications, [
    {
      id: 1,
      userId: idOf('trainerin_julia'),
      school: 'Nasenarbeit Krämer, München',
      qualification:
        'Erlaubnis nach §11 Abs. 1 Nr. 8f TierSchG (Kreisverwaltungsreferat München, 2019); Ausbildung zur Hundetrainerin (IHK), Schwerpunkt Nasenarbeit.',
      website: 'https://nasenarbeit-kraemer.example',
      status: 'approved',
      decidedBy: idOf('admin_anna'),
      decidedAt: new Date(now - 60 * DAY),
      createdAt: new Date(now - 62 * DAY),
    },
    {
      id: 2,
      userId: idOf('ben_free'),
      school: 'Hundeschule Weserpfoten, Bremen',
      qualification: 'Seit drei Jahren Gruppenstunden für Tierschutzhunde; die Erlaubnis nach §11 TierSchG ist beim Veterinäramt Bremen beantragt.',
      createdAt: new Date(now - 2 * DAY),
    },
  ]);

  // Lena is reminded of her dog's training every evening at six, by email (decision 047).
  await insertIgnoring(db, trainingReminders, [{ userId: idOf('lena_yearly'), enabled: true, hour: 18, channel: 'email' }]);

  // After the courses: a no-op until they exist.
  await seedDemoEnrolments(db, now, idOf, timeZoneOf);

  await recomputeCounters(db);
  // The demo's notifications are history: nobody is emailed or pushed about them (decision 033).
  await db
    .update(notifications)
    .set({ dispatchedAt: new Date(now) })
    .where(isNull(notifications.dispatchedAt));

  return {
    users: demoUsers.length,
    activities: activityRows.length,
    posts: postRows.length,
    comments: commentRows.length,
    trainingSessions: journal.sessions.length,
  };
}

/**
 * The official courses in both languages, published by the demo trainer, with fixed ids: the
 * course's from DEMO_COURSE_IDS, its stages' and steps' derived from it.
 */
async function seedCourseRows(db: Db, authorId: number, now: number): Promise<void> {
  const activityIdOf = (slug: string, lang: 'de' | 'en') => {
    const index = seedActivities.findIndex((a) => a.slug === slug);
    if (index < 0) throw new Error(`seed: unknown course activity ${slug}`);
    return seedActivityId(index, lang);
  };
  const made = seedCourses.flatMap((course, order) =>
    (['de', 'en'] as const).map((lang) => {
      const id = DEMO_COURSE_IDS[lang][course.topic];
      const text = course.text[lang];
      const stages = course.stages.map((_, position) => ({ id: id * 10 + position, courseId: id, position, title: text.stages[position] ?? '' }));
      let number = 0;
      const steps = course.stages.flatMap((stageSteps, stage) =>
        stageSteps.map((step, position) => ({
          id: id * 100 + number++,
          courseId: id,
          stageId: id * 10 + stage,
          position,
          activityId: activityIdOf(step.activity, lang),
          goalSessions: step.goalSessions,
          goalSuccess: step.goalSuccess,
          goalSettings: step.goalSettings ?? null,
          note: step.note?.[lang] ?? '',
        })),
      );
      const published = new Date(now - (40 - order) * DAY);
      return {
        course: {
          id,
          authorId,
          lang,
          title: text.title,
          summary: text.summary,
          ageMinWeeks: course.ageMinWeeks ?? null,
          ageMaxWeeks: course.ageMaxWeeks ?? null,
          status: 'published' as const,
          isOfficial: true,
          publishedAt: published,
          createdAt: published,
          updatedAt: published,
        },
        tags: text.tags.map((tag) => ({ courseId: id, tag })),
        stages,
        steps,
      };
    }),
  );
  await insertIgnoring(
    db,
    courses,
    made.map((m) => m.course),
  );
  await insertIgnoring(
    db,
    courseTags,
    made.flatMap((m) => m.tags),
  );
  await insertIgnoring(
    db,
    courseStages,
    made.flatMap((m) => m.stages),
  );
  await insertIgnoring(
    db,
    courseSteps,
    made.flatMap((m) => m.steps),
  );
}

/** Sets every counter (likes, completions as mastering dogs, comment counts, activities created) from the rows behind it. */
export async function recomputeCounters(db: Db): Promise<void> {
  await db.batch([
    db.run(sql`update activities set
      likes = (select count(*) from activity_likes l where l.activity_id = activities.id),
      completions = (select count(*) from dog_progress p where p.activity_id = activities.id and p.mastered = 1)`),
    db.run(sql`update posts set
      likes = (select count(*) from post_likes l where l.post_id = posts.id),
      comments_count = (select count(*) from comments c where c.post_id = posts.id)`),
    db.run(sql`update comments set likes = (select count(*) from comment_likes l where l.comment_id = comments.id)`),
    db.run(sql`update users set activities_created = (select count(*) from activities a where a.author_id = users.id)`),
  ]);
}

/** Inserts rows in statements within D1's parameter limit, all in one batch (one round trip). */
async function insertIgnoring<T extends Parameters<Db['insert']>[0]>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const statements = chunkRows(table, rows).map((chunk) => db.insert(table).values(chunk).onConflictDoNothing());
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
