import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '~/server/db/seed/demo-users';
import { ApiError } from '~/server/errors';
import { assertUncommonPassword, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('knows the first guesses in any letter case, also those that pass the character rule', async () => {
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword('Password1')).toBe(true);
    expect(await isCommonPassword('QWERTY123')).toBe(true);
    expect(await isCommonPassword('Passwort1')).toBe(true);
  });

  it('lets uncommon passwords and the demo password through', async () => {
    expect(await isCommonPassword(DEMO_PASSWORD)).toBe(false);
    expect(await isCommonPassword('Hundewiese-im-Regen-7')).toBe(false);
  });

  it('refuses at the form field with the message key', async () => {
    const refusal = assertUncommonPassword('Iloveyou1', 'newPassword');
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 400, code: 'validation_password_common', field: 'newPassword' });
    await expect(assertUncommonPassword('Hundewiese-im-Regen-7', 'password')).resolves.toBeUndefined();
  });
});
