/**
 * Logging, editing, deleting and listing training sessions (docs/decisions/023-training-journal.md).
 * A session counts for its local day in the trainer's time zone; its write and the review schedule
 * of a mastered activity commit in one batch; the day and dog totals follow by trigger.
 */
import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CreateSessionInput, UpdateSessionInput } from '~/shared/schemas/training';
import { countsProblem } from '~/shared/schemas/training';
import { localDay } from '~/shared/training/days';
import { SESSION_PAGE_SIZE, type TrainingSessionPage, type TrainingSessionView } from '~/shared/training/journal';
import { successRate } from '~/shared/training/mastery';
import type { Db } from '~/server/db/client';
import { activities, trainingSessions, type TrainingSession } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import type { SessionUser } from '~/server/auth/session-user';
import { deleteUploads, imageKeyFor } from '~/server/services/uploads';
import { ownerRows, toOwners } from '~/server/services/dogs/ownership';
import { deletableSession, journalReach, mayKeepJournal, ownSession } from './access';
import { reviewInputs, reviewInputsOf, reviewInputStatements, settleReviewSchedule, writeReviewSchedule } from './review-schedule';
import { sessionRows, toSessionView, type SessionRow } from './views';

type Result = Pick<TrainingSession, 'day' | 'repetitions' | 'successes' | 'rating'>;
const reviewSessionOf = (session: Result) => ({ day: session.day, rate: successRate(session) });

/**
 * Writes `change` together with the replayed review schedule of the activity (when mastered, with
 * `after`, the session's new version, in place of its stored one), then reads the view `viewOf`
 * selects, all in one batch. A concurrent write on the same activity makes the schedule's write
 * miss; it is then replayed from what is stored.
 */
async function writeWithSchedule(
  db: Db,
  target: { dogId: number; activityId: number; sessionId?: number },
  after: Result | null,
  change: Parameters<Db['batch']>[0][number],
  viewOf: SQL | null,
  viewerId: number,
  /** The replay's inputs when the caller read them already (`reviewInputStatements`). */
  known?: Awaited<ReturnType<typeof reviewInputs>>,
): Promise<TrainingSessionView | null> {
  const inputs = known === undefined ? await reviewInputs(db, target, target.sessionId) : known;
  const schedule = inputs ? [writeReviewSchedule(db, target, inputs.state, [...inputs.sessions, ...(after ? [reviewSessionOf(after)] : [])])] : [];
  const view = viewOf ? [sessionRows(db).where(viewOf)] : [];
  const results = (await db.batch([change, ...schedule, ...view] as unknown as Parameters<Db['batch']>[0])) as readonly unknown[];
  const scheduled = inputs ? (results[1] as unknown[]) : null;
  // Another write on the activity came between: replay from what is stored.
  if (scheduled?.length === 0) await settleReviewSchedule(db, target);
  const rows = (viewOf ? results.at(-1) : []) as SessionRow[];
  return rows[0] ? toSessionView(rows[0], viewerId) : null;
}

/**
 * `POST /api/dogs/{dogId}/sessions`: a session of the dog on a visible activity, trained by the
 * member. With a `clientId` the call is idempotent: a session the member already wrote with that id
 * is answered as it is (`created: false`), also when two sends of it race.
 */
export async function logSession(
  db: Db,
  user: SessionUser,
  dogId: number,
  input: CreateSessionInput,
  now: Date,
): Promise<{ session: TrainingSessionView; created: boolean }> {
  const target = { dogId, activityId: input.activityId };
  // One round trip before the write: the guard's owners, and beside them, answered after it (a refused
  // member learns nothing about the activity), the activity, a session sent before under the same
  // client id, and what the review schedule replays.
  const [owners, visible, [earlier], ...inputRows] = await db.batch([
    ownerRows(db, [dogId]),
    db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.id, input.activityId), isNull(activities.hiddenAt))),
    sessionRows(db).where(input.clientId ? sentBefore(user.id, input.clientId) : sql`0`),
    ...reviewInputStatements(db, target),
  ]);
  mayKeepJournal(user, toOwners(owners));
  if (earlier) return { session: toSessionView(earlier, user.id), created: false };
  if (visible.length === 0) throw new ApiError(404, 'activity_not_found', 'activityId');
  const imageKey = await imageKeyFor(db, user.id, input.imageUrl, null, 'imageUrl');
  const startedAt = input.startedAt ?? now;
  const values = {
    day: localDay(startedAt, user.timeZone),
    durationMinutes: input.durationMinutes,
    repetitions: input.repetitions,
    successes: input.successes,
    rating: input.rating,
  };
  const insert = db.insert(trainingSessions).select(
    db
      .select({
        id: sql<null>`null`.as('id'),
        dogId: sql<number>`${dogId}`.as('dog_id'),
        activityId: activities.id,
        userId: sql<number>`${user.id}`.as('user_id'),
        startedAt: sql<number>`${startedAt.getTime()}`.as('started_at'),
        day: sql<string>`${values.day}`.as('day'),
        durationMinutes: sql<number>`${values.durationMinutes}`.as('duration_minutes'),
        repetitions: sql<number | null>`${values.repetitions}`.as('repetitions'),
        successes: sql<number | null>`${values.successes}`.as('successes'),
        rating: sql<number | null>`${values.rating}`.as('rating'),
        setting: sql<string>`${input.setting}`.as('setting'),
        distraction: sql<string>`${input.distraction}`.as('distraction'),
        notes: sql<string>`${input.notes}`.as('notes'),
        imageKey: sql<string | null>`${imageKey}`.as('image_key'),
        clientId: sql<string | null>`${input.clientId ?? null}`.as('client_id'),
        createdAt: sql<number>`${now.getTime()}`.as('created_at'),
        updatedAt: sql<number>`${now.getTime()}`.as('updated_at'),
      })
      .from(activities)
      // Hidden since the check above: nothing is written, 404.
      .where(and(eq(activities.id, input.activityId), isNull(activities.hiddenAt))),
  );
  // A racing send of the same session wrote it first: this write does nothing.
  const write = input.clientId ? insert.onConflictDoNothing() : insert;
  // The batch is one transaction and ids only grow: the member's newest session is the one just written.
  const newest = input.clientId
    ? sentBefore(user.id, input.clientId)
    : sql`${trainingSessions.id} = (select max(s.id) from ${trainingSessions} s where s.user_id = ${user.id} and s.dog_id = ${dogId})
    and ${trainingSessions.createdAt} = ${now.getTime()} and ${trainingSessions.activityId} = ${input.activityId}`;
  const session = await writeWithSchedule(db, target, values, write, newest, user.id, reviewInputsOf(inputRows));
  if (!session) throw new ApiError(404, 'activity_not_found', 'activityId');
  const created = session.createdAt === now.toISOString();
  // The racing send's session was scheduled with this one's counted too: replay from what is stored.
  if (!created) await settleReviewSchedule(db, target);
  return { session, created };
}

/** The member's session sent earlier with this client id. */
const sentBefore = (userId: number, clientId: string) => and(eq(trainingSessions.userId, userId), eq(trainingSessions.clientId, clientId)) as SQL;

/** `PATCH /api/sessions/{id}`: the trainer changes the given fields; the counts rule holds for the result. */
export async function updateSession(
  db: Db,
  user: SessionUser,
  sessionId: number,
  input: UpdateSessionInput,
  now: Date,
  /** When given, a replaced or removed photo goes from R2 after the write (else housekeeping collects it). */
  media?: R2Bucket,
): Promise<TrainingSessionView> {
  const session = await ownSession(db, user, sessionId);
  const merged = {
    repetitions: input.repetitions === undefined ? session.repetitions : input.repetitions,
    successes: input.successes === undefined ? session.successes : input.successes,
    rating: input.rating === undefined ? session.rating : input.rating,
  };
  const problem = countsProblem(merged);
  if (problem) throw new ApiError(400, problem.message, problem.field);
  const imageKey = await imageKeyFor(db, user.id, input.imageUrl, session.imageKey, 'imageUrl');
  const startedAt = input.startedAt ?? session.startedAt;
  const changes = {
    ...merged,
    startedAt,
    // A moved session counts for its new local day; an unmoved one keeps the day it was logged for.
    day: input.startedAt ? localDay(startedAt, user.timeZone) : session.day,
    durationMinutes: input.durationMinutes ?? session.durationMinutes,
    setting: input.setting ?? session.setting,
    distraction: input.distraction ?? session.distraction,
    notes: input.notes ?? session.notes,
    imageKey,
    updatedAt: now,
  };
  const update = db.update(trainingSessions).set(changes).where(eq(trainingSessions.id, sessionId));
  const view = await writeWithSchedule(
    db,
    { dogId: session.dogId, activityId: session.activityId, sessionId },
    changes,
    update,
    eq(trainingSessions.id, sessionId),
    user.id,
  );
  if (!view) throw new ApiError(404, 'training_session_not_found');
  if (media && session.imageKey && session.imageKey !== imageKey) await deleteUploads(db, media, [session.imageKey]);
  return view;
}

/** `DELETE /api/sessions/{id}`: the trainer removes it, also after leaving the dog; its photo goes from R2 after the write when `media` is given. */
export async function deleteSession(db: Db, user: SessionUser, sessionId: number, _now: Date, media?: R2Bucket): Promise<void> {
  const session = await deletableSession(db, user, sessionId);
  const remove = db.delete(trainingSessions).where(eq(trainingSessions.id, sessionId));
  await writeWithSchedule(db, { dogId: session.dogId, activityId: session.activityId, sessionId }, null, remove, null, user.id);
  if (media && session.imageKey) await deleteUploads(db, media, [session.imageKey]);
}

/**
 * `GET /api/dogs/{dogId}/sessions`: newest first, `SESSION_PAGE_SIZE` a page, optionally of one
 * activity; a former owner of the dog gets the sessions they logged.
 */
export async function journalPage(db: Db, user: SessionUser, dogId: number, query: { activityId?: number; cursor?: string }): Promise<TrainingSessionPage> {
  const reach = await journalReach(db, user, dogId);
  const { items, nextCursor } = await sessionPage(db, user.id, dogId, { ...query, ...reach }, SESSION_PAGE_SIZE);
  return { items, nextCursor };
}

/** A page of the dog's sessions (of one trainer's, with `trainerId`), newest first; the caller has checked the member may read them. */
export async function sessionPage(
  db: Db,
  viewerId: number,
  dogId: number,
  { activityId, cursor, trainerId }: { activityId?: number; cursor?: string; trainerId?: number },
  limit: number,
): Promise<TrainingSessionPage & { rows: SessionRow[] }> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await sessionRows(db)
    .where(
      and(
        eq(trainingSessions.dogId, dogId),
        activityId === undefined ? undefined : eq(trainingSessions.activityId, activityId),
        trainerId === undefined ? undefined : eq(trainingSessions.userId, trainerId),
        after
          ? or(
              lt(trainingSessions.startedAt, new Date(Number(after[0]))),
              and(eq(trainingSessions.startedAt, new Date(Number(after[0]))), lt(trainingSessions.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(trainingSessions.startedAt), desc(trainingSessions.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, ({ session }) => [session.startedAt.getTime(), session.id]);
  return { items: page.map((row) => toSessionView(row, viewerId)), nextCursor, rows: page };
}
