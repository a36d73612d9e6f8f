/** Field rules that several forms share, so each rule and its message exist once. */
import * as v from 'valibot';
import { LOCALES } from '~/shared/enums';
import { messageKey, type MessageKey } from '~/shared/messages';

const EMAIL_MAX = 254;

/**
 * One line of text: no line breaks, tabs or other control characters. Names travel into headers,
 * email subjects and push titles, where a line break would break or forge a line.
 */
export const singleLine = (message: MessageKey) => v.regex(/^[^\p{Cc}]*$/u, messageKey(message));

/** A row id from the path: a positive integer, whatever else arrives is refused as invalid input. */
export const pathId = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1));

/** A list's language: the reader's by default (the caller decides), one language, or `all`. */
export const languageFilter = v.optional(v.picklist([...LOCALES, 'all'], messageKey('validation_language')));

/** The `:id` path parameter of every route that addresses one item by its id. */
export const idParam = v.object({ id: pathId });

/**
 * A form field that may be missing from the request: a missing value is treated as empty, so
 * the field's own rule answers with its own message instead of a generic "invalid key".
 */
export function formField<const S extends v.GenericSchema<string, unknown>>(schema: S) {
  return v.optional(schema, '');
}

/** Trimmed, lower-cased email ('Gültige E-Mail-Adresse erforderlich'). */
export const emailField = formField(
  v.pipe(
    v.string(messageKey('error_invalid_email')),
    v.trim(),
    v.toLowerCase(),
    v.email(messageKey('error_invalid_email')),
    v.maxLength(EMAIL_MAX, messageKey('error_invalid_email')),
  ),
);

/**
 * A user id that request bodies carry (`userId`, `authorId`; docs/product-rules.md §9). The acting user is always the
 * session user; a body naming someone else is refused (docs/architecture.md §6).
 */
export const namedUserField = v.optional(v.union([v.number(), v.string()]));

/** Bodies that only name the acting user: like, unlike, delete (docs/product-rules.md §9). */
export const actingUserSchema = v.object({ userId: namedUserField });

/** A trimmed text that must not be blank and has an upper bound. */
export function requiredText(max: number, requiredMessage: MessageKey, tooLongMessage: MessageKey) {
  return formField(v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(max, tooLongMessage)));
}
