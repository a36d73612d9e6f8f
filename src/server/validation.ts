import { sValidator } from '@hono/standard-validator';
import type { ValidationTargets } from 'hono';
import type { GenericSchema } from 'valibot';
import { isMessageKey } from '~/shared/messages';
import { ApiError, type FieldIssue } from './errors';

interface SchemaIssue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

/** An issue's field (its path, dotted) and the schema's message key for it. */
function fieldIssue({ message, path }: SchemaIssue): FieldIssue {
  const field = path?.map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment))).join('.');
  return { code: isMessageKey(message) ? message : 'error_invalid_request', ...(field ? { field } : {}) };
}

/**
 * Validates a request part with a shared valibot schema. A refusal is a 400 whose code is the
 * schema's message key of the first issue and whose field is that issue's path; when more than one
 * field is at fault, `issues` holds each field's first issue, so a form can mark them all at once.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends GenericSchema>(target: Target, schema: Schema) {
  return sValidator(target, schema, (result) => {
    if (result.success) return;
    const byField = new Map<string | undefined, FieldIssue>();
    for (const issue of result.error) {
      const found = fieldIssue(issue);
      if (!byField.has(found.field)) byField.set(found.field, found);
    }
    const [first = { code: 'error_invalid_request' as const }, ...others] = byField.values();
    throw new ApiError(400, first.code, first.field, others.length > 0 ? [first, ...others] : undefined);
  });
}
