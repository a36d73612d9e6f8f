import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { passwordField } from '~/shared/schemas/account';
import { temporaryPassword } from './temporary-password';

describe('temporaryPassword', () => {
  it('always passes the password rule and differs each time', () => {
    const passwords = Array.from({ length: 200 }, temporaryPassword);
    for (const password of passwords) expect(v.safeParse(passwordField, password).success, password).toBe(true);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
