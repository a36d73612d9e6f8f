import { describe, expect, it } from 'vitest';
import type { User } from '~/server/db/schema';
import { temporaryPasswordEmail } from './account-emails';

const katrin = { email: 'katrin@rudel.test', firstName: 'Katrin', displayName: 'katrin_k' } as User;

describe('the greeting of an email', () => {
  it('is followed by its comma, as a letter opens, in both languages', () => {
    expect(temporaryPasswordEmail({ ...katrin, locale: 'de' }, 'https://rudel.test', 'pw', 'reset').text).toMatch(/^Hallo Katrin,\n/);
    expect(temporaryPasswordEmail({ ...katrin, locale: 'en' }, 'https://rudel.test', 'pw', 'reset').text).toMatch(/^Hello Katrin,\n/);
  });
});
