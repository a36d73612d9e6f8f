import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, loginSchema, registerSchema } from './account';
import { contactSchema } from './contact';
import { schemaMessageKeys, schemaMessages } from './message-keys';

describe('schemaMessageKeys', () => {
  it('finds every message a schema can answer with, through pipes, optionals and checks', () => {
    expect(schemaMessageKeys(loginSchema).sort()).toEqual(['error_invalid_email', 'validation_password_required', 'validation_password_too_long']);
    expect(schemaMessageKeys(changePasswordFormSchema)).toEqual(
      expect.arrayContaining(['validation_passwords_mismatch', 'validation_current_password_required', 'validation_password_strength']),
    );
    expect(schemaMessageKeys(registerSchema)).toEqual(
      expect.arrayContaining(['validation_username_min', 'validation_username_max', 'validation_first_name', 'validation_last_name']),
    );
    expect(schemaMessageKeys(contactSchema)).toContain('contact_error_subject');
  });

  it('gives their texts in one language', () => {
    expect(schemaMessages('de', loginSchema).validation_password_required).toBe('Passwort erforderlich');
    expect(schemaMessages('en', loginSchema).validation_password_required).toBe('Password required');
  });
});
