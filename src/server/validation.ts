import { sValidator } from '@hono/standard-validator';
import type { ValidationTargets } from 'hono';
import type { GenericSchema } from 'valibot';
import { isMessageKey } from '~/shared/messages';
import { ApiError } from './errors';

/**
 * Validates a request part with a shared valibot schema. The first issue becomes a 400 whose
 * code is the schema's message key and whose field is the issue's path.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends GenericSchema>(target: Target, schema: Schema) {
  return sValidator(target, schema, (result) => {
    if (result.success) return;
    const issue = result.error[0];
    const field = issue?.path?.map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment))).join('.');
    const code = issue && isMessageKey(issue.message) ? issue.message : 'error_invalid_request';
    throw new ApiError(400, code, field || undefined);
  });
}
