import { describe, expect, it } from 'vitest';
import type { User } from '~/server/db/schema';
import { passwordChangedEmail, temporaryPasswordEmail } from './account-emails';
import { dogInvitationEmail } from './dog-emails';
import { moderationEmail } from './moderation-emails';

const katrin = { email: 'katrin@rudel.test', firstName: 'Katrin', displayName: 'katrin_k' } as User;

describe('the greeting of an email', () => {
  it('is followed by its comma, as a letter opens, in both languages', () => {
    expect(temporaryPasswordEmail({ ...katrin, locale: 'de' }, 'https://rudel.test', 'pw', 'reset').text).toMatch(/^Hallo Katrin,\n/);
    expect(temporaryPasswordEmail({ ...katrin, locale: 'en' }, 'https://rudel.test', 'pw', 'reset').text).toMatch(/^Hello Katrin,\n/);
  });

  it('opens every email that greets the member by name the same way, the display name standing in for a missing first name', () => {
    for (const [locale, hello] of [
      ['de', 'Hallo'],
      ['en', 'Hello'],
    ] as const) {
      const member = { ...katrin, locale };
      const greeted = [
        passwordChangedEmail(member),
        dogInvitationEmail(member, 'ben_free', 'Balu', 'https://rudel.test', 'token'),
        moderationEmail(member, { kind: 'warned' }),
      ];
      for (const mail of greeted) expect(mail.text).toMatch(new RegExp(`^${hello} Katrin,\\n`));
      expect(passwordChangedEmail({ ...member, firstName: '' }).text).toMatch(new RegExp(`^${hello} katrin_k,\\n`));
    }
  });
});
