/**
 * Co-ownership invitations (docs/decisions/022-dogs.md): an owner invites a member by email or
 * username; the link works once, for that member, for DOG_INVITATION_DAYS days. Only the
 * token's SHA-256 is stored, as for email links.
 */
import { and, eq, gt, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { DogInvitationAnswer } from '~/shared/dogs';
import { DOG_OWNER_LIMIT } from '~/shared/dogs';
import { DOG_INVITATION_DAYS, type DogInvitationInput } from '~/shared/schemas/dogs';
import { randomToken, sha256Hex } from '~/server/auth/crypto';
import type { Db } from '~/server/db/client';
import { dogInvitations, dogOwners, dogs, notifications, users, type User } from '~/server/db/schema';
import { dogInvitationEmail } from '~/server/email/dog-emails';
import type { Mailer } from '~/server/email/mailer';
import { ApiError } from '~/server/errors';
import { hiddenFromViewer } from '~/server/services/network/relations';
import { notifyMembers } from '~/server/services/notifications/write';
import type { SessionUser } from '~/server/auth/session-user';
import { usernameIn } from '~/server/services/usernames';
import { dogWithRoom, isDogLimitViolation, isDogOwnerLimitViolation, ownedDog, ownerWithRoom } from './ownership';

const LIFETIME_MS = DOG_INVITATION_DAYS * 24 * 60 * 60 * 1000;

/** A member who can be invited: a confirmed address, an account that still exists. */
async function invitee(db: Db, input: DogInvitationInput): Promise<User> {
  const field = 'email' in input ? 'email' : 'username';
  const match = 'email' in input ? eq(users.email, input.email) : usernameIn([input.username]);
  const [found] = await db
    .select()
    .from(users)
    .where(and(match, eq(users.isEmailVerified, true), isNull(users.deletedAt)));
  if (!found) throw new ApiError(404, 'dog_invitee_not_found', field);
  return found;
}

/** Whether the invitee muted or blocked the inviter. */
async function hidesInviter(db: Db, inviteeId: number, inviterId: number): Promise<boolean> {
  const [row] = await db.all<{ hidden: number }>(sql`select ${hiddenFromViewer(inviteeId, inviterId)} as hidden`);
  return Boolean(row?.hidden);
}

export interface SentInvitation {
  id: number;
  dogId: number;
  invitee: { id: number; displayName: string };
  expiresAt: string;
}

/**
 * The invitee's notification of the invitation just written: one per dog, which a new invitation
 * moves up to itself. Not for a member who muted or blocked the inviter since the check before it.
 */
const invitationNotification = (db: Db, inviterId: number, inviteeId: number, dogId: number) =>
  notifyMembers(
    db,
    {
      kind: 'dog_invitation',
      actorId: inviterId,
      dogId,
      invitationId: sql`(select max(${dogInvitations.id}) from ${dogInvitations} where ${dogInvitations.inviterId} = ${inviterId})`,
      groupKey: `dog_invitation:${dogId}`,
    },
    and(eq(users.id, inviteeId), not(hiddenFromViewer(inviteeId, inviterId))),
  ).onConflictDoUpdate({
    target: [notifications.recipientId, notifications.groupKey],
    targetWhere: isNotNull(notifications.groupKey),
    set: { invitationId: sql`excluded.invitation_id`, actorId: sql`excluded.actor_id`, readAt: null, createdAt: sql`excluded.created_at` },
  });

/** Invites a member to co-own the dog and mails them the link; an earlier open invitation to them for the dog expires. */
export async function inviteCoOwner(
  db: Db,
  mailer: Mailer,
  origin: string,
  user: SessionUser,
  dogId: number,
  input: DogInvitationInput,
  now = Date.now(),
): Promise<SentInvitation> {
  const dog = await ownedDog(db, user.id, dogId);
  const field = 'email' in input ? 'email' : 'username';
  const owners = await db.select({ userId: dogOwners.userId }).from(dogOwners).where(eq(dogOwners.dogId, dogId));
  // Open invitations do not count: the limit holds when one is accepted, and an unanswered one never blocks the household.
  if (owners.length >= DOG_OWNER_LIMIT) throw new ApiError(409, 'dog_owner_limit_reached', field);
  const guest = await invitee(db, input);
  // A member who muted or blocked the inviter is not found for them: nothing is sent, nothing tells them why.
  if (await hidesInviter(db, guest.id, user.id)) throw new ApiError(404, 'dog_invitee_not_found', field);
  if (guest.id === user.id) throw new ApiError(400, 'dog_invite_self', field);
  if (owners.some((owner) => owner.userId === guest.id)) throw new ApiError(409, 'dog_invite_already_owner', field);
  const token = randomToken();
  const [, [created]] = await db.batch([
    db
      .update(dogInvitations)
      .set({ expiresAt: new Date(now) })
      .where(
        and(
          eq(dogInvitations.dogId, dogId),
          eq(dogInvitations.inviteeId, guest.id),
          isNull(dogInvitations.answeredAt),
          gt(dogInvitations.expiresAt, new Date(now)),
        ),
      ),
    db
      .insert(dogInvitations)
      .values({ dogId, inviterId: user.id, inviteeId: guest.id, tokenHash: await sha256Hex(token), expiresAt: new Date(now + LIFETIME_MS) })
      .returning({ id: dogInvitations.id, expiresAt: dogInvitations.expiresAt }),
    invitationNotification(db, user.id, guest.id, dogId),
  ]);
  if (!created) throw new Error('invitation insert returned no row');
  await mailer.send(dogInvitationEmail(guest, user.displayName, dog.name, origin, token));
  return { id: created.id, dogId, invitee: { id: guest.id, displayName: guest.displayName }, expiresAt: created.expiresAt.toISOString() };
}

/** The member's open invitation for the token: 404 for anyone else or an unknown token, 410 once answered or expired. */
async function openInvitation(db: Db, user: SessionUser, token: string, now: number): Promise<typeof dogInvitations.$inferSelect> {
  const [invitation] = await db
    .select()
    .from(dogInvitations)
    .where(eq(dogInvitations.tokenHash, await sha256Hex(token)));
  if (!invitation || invitation.inviteeId !== user.id) throw new ApiError(404, 'dog_invitation_not_found');
  if (invitation.answeredAt) throw new ApiError(410, 'dog_invitation_used');
  if (invitation.expiresAt.getTime() <= now) throw new ApiError(410, 'dog_invitation_expired');
  return invitation;
}

export interface InvitationPreview {
  dogName: string;
  inviterName: string;
  expiresAt: string;
}

/**
 * What the invitation page shows its invitee before they answer: the dog and who invites them. The
 * same answers as accepting for anyone else (404) and for a link that no longer works (410).
 */
export async function invitationPreview(db: Db, user: SessionUser, token: string, now = Date.now()): Promise<InvitationPreview> {
  const invitation = await openInvitation(db, user, token, now);
  const [row] = await db
    .select({ dogName: dogs.name, inviterName: users.displayName })
    .from(dogs)
    .innerJoin(users, eq(users.id, invitation.inviterId))
    .where(eq(dogs.id, invitation.dogId));
  if (!row) throw new ApiError(404, 'dog_invitation_not_found');
  return { ...row, expiresAt: invitation.expiresAt.toISOString() };
}

/**
 * Accepts or declines. The link is the invitee's only: for anyone else it does not exist (404).
 * Marking it answered and adding the co-owner are one batch, and the mark only succeeds on an
 * open invitation, so a link works exactly once even when sent twice at once. An accept that would
 * pass the invitee's dog limit or the dog's owner limit leaves the invitation open (409).
 */
export async function answerInvitation(
  db: Db,
  user: SessionUser,
  token: string,
  answer: 'accepted' | 'declined',
  now = Date.now(),
): Promise<DogInvitationAnswer> {
  const invitation = await openInvitation(db, user, token, now);
  const answeredAt = new Date(now);
  const claim = db
    .update(dogInvitations)
    .set({ answer, answeredAt })
    .where(and(eq(dogInvitations.id, invitation.id), isNull(dogInvitations.answeredAt), gt(dogInvitations.expiresAt, answeredAt)))
    .returning({ dogId: dogInvitations.dogId });
  try {
    const [claimed] =
      answer === 'declined'
        ? await claim
        : (
            await db.batch([
              claim,
              db
                .insert(dogOwners)
                .select(
                  db
                    .select({
                      dogId: sql<number>`${dogWithRoom(invitation.dogId)}`.as('dog_id'),
                      userId: sql<number>`${ownerWithRoom(user.id)}`.as('user_id'),
                      chosenAt: sql<null>`null`.as('chosen_at'),
                      createdAt: sql<number>`${now}`.as('created_at'),
                    })
                    .from(dogInvitations)
                    // Only when this batch's claim succeeded: a concurrent accept answered it before, or not at all.
                    .where(and(eq(dogInvitations.id, invitation.id), eq(dogInvitations.answeredAt, answeredAt), eq(dogInvitations.answer, 'accepted'))),
                )
                .onConflictDoNothing(),
            ])
          )[0];
    if (!claimed) throw new ApiError(410, 'dog_invitation_used');
    return { dogId: claimed.dogId, answer };
  } catch (error) {
    if (isDogLimitViolation(error)) throw new ApiError(409, 'dog_limit_reached');
    if (isDogOwnerLimitViolation(error)) throw new ApiError(409, 'dog_owner_limit_reached');
    throw error;
  }
}
