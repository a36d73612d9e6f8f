import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';

const valid = { firstName: ' Anna ', lastName: 'Beispiel', email: ' Anna@Example.ORG ', subject: 'billing', message: 'Eine Frage zur Rechnung.' };
const firstIssue = (input: unknown) => v.safeParse(contactSchema, input).issues?.[0]?.message;

describe('contactSchema', () => {
  it('accepts a complete message and normalises it', () => {
    expect(v.parse(contactSchema, valid)).toEqual({ ...valid, firstName: 'Anna', email: 'anna@example.org' });
  });

  it('answers each broken field with its message key', () => {
    expect(firstIssue({ ...valid, firstName: '   ' })).toBe('contact_error_first_name');
    expect(firstIssue({ ...valid, lastName: 'x'.repeat(51) })).toBe('contact_error_name_too_long');
    expect(firstIssue({ ...valid, email: 'keine-mail' })).toBe('error_invalid_email');
    expect(firstIssue({ ...valid, subject: 'spam' })).toBe('contact_error_subject');
    expect(firstIssue({ ...valid, message: 'kurz' })).toBe('contact_error_message_short');
    expect(firstIssue({ ...valid, message: 'x'.repeat(5001) })).toBe('contact_error_message_long');
    expect(firstIssue({})).toBe('contact_error_first_name');
  });
});
