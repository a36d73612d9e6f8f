/** Dog profiles, co-ownership invitations and per-dog progress (docs/decisions/022-dogs.md). */
import * as v from 'valibot';
import { DOG_SEXES } from '~/shared/enums';
import { messageKey } from '~/shared/messages';
import { emailField, formField, pathId, singleLine } from './fields';
import { usernameField } from './account';

export const DOG_NAME_MAX = 40;
export const DOG_BREED_MAX = 60;
export const DOG_NOTES_MAX = 500;
/** Dogs a member may own, their own and co-owned together. */
export const DOG_LIMIT = 10;
/** An invitation to co-own a dog works this long, once. */
export const DOG_INVITATION_DAYS = 14;

const name = formField(
  v.pipe(
    v.string(messageKey('validation_dog_name')),
    v.trim(),
    v.nonEmpty(messageKey('validation_dog_name')),
    v.maxLength(DOG_NAME_MAX, messageKey('validation_dog_name')),
    singleLine('validation_dog_name'),
  ),
);
/** Optional texts (notes, breed): blank or null clears them. */
const notes = v.nullish(v.pipe(v.string(messageKey('validation_dog_notes')), v.trim(), v.maxLength(DOG_NOTES_MAX, messageKey('validation_dog_notes'))));
const breed = v.nullish(
  v.pipe(
    v.string(messageKey('validation_dog_breed')),
    v.trim(),
    v.maxLength(DOG_BREED_MAX, messageKey('validation_dog_breed')),
    singleLine('validation_dog_breed'),
  ),
);
/** `YYYY-MM` with a real month; whether it lies in the future is left to the form (time zones differ). */
const birthMonth = v.nullish(
  v.pipe(v.string(messageKey('validation_dog_birth_month')), v.regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, messageKey('validation_dog_birth_month'))),
);
const sex = v.nullish(v.picklist(DOG_SEXES, messageKey('validation_dog_sex')));
/** An image URL from `POST /api/process-image`, or null to remove the photo. */
const photoUrl = v.nullish(v.pipe(v.string(messageKey('image_not_yours')), v.maxLength(200, messageKey('image_not_yours'))));

const profileFields = {
  breed,
  birthMonth,
  sex,
  notes,
  photoUrl,
};

export const createDogSchema = v.object({ name, ...profileFields });
export type CreateDogInput = v.InferOutput<typeof createDogSchema>;

/** Every field optional; a missing one stays as it is. */
export const updateDogSchema = v.object({ name: v.optional(name), ...profileFields });
export type UpdateDogInput = v.InferOutput<typeof updateDogSchema>;

/** The invitee by email or by username, exactly one of them. */
export const dogInvitationSchema = v.union(
  [v.strictObject({ email: emailField }), v.strictObject({ username: usernameField })],
  messageKey('validation_dog_invitee'),
);
export type DogInvitationInput = v.InferOutput<typeof dogInvitationSchema>;

/** The token from the invitation link. */
export const dogInvitationTokenParam = v.object({
  token: v.pipe(v.string(), v.nonEmpty(messageKey('validation_invalid_link')), v.maxLength(200, messageKey('validation_invalid_link'))),
});

/** Tried and/or mastered; favourites are the member's, through the activity progress route. */
export const dogProgressSchema = v.pipe(
  v.object({ tried: v.optional(v.boolean()), mastered: v.optional(v.boolean()) }),
  v.check((flags) => flags.tried !== undefined || flags.mastered !== undefined, messageKey('validation_progress_empty')),
);
export type DogProgressInput = v.InferOutput<typeof dogProgressSchema>;

export const currentDogSchema = v.object({
  dogId: v.pipe(
    v.number(messageKey('error_invalid_request')),
    v.integer(messageKey('error_invalid_request')),
    v.minValue(1, messageKey('error_invalid_request')),
  ),
});

export const dogOwnerParams = v.object({ id: pathId, userId: pathId });
export const dogActivityParams = v.object({ id: pathId, activityId: pathId });
