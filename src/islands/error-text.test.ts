import { describe, expect, it } from 'vitest';
import { ApiRequestError, apiErrorToFields } from './api-error';
import { errorText } from './error-text';

describe('errorText', () => {
  it("shows the server's translated message", () => {
    const error = new ApiRequestError(403, { code: 'account_suspended', message: 'Dein Konto ist bis 1. Dezember gesperrt.' });
    expect(errorText(error, 'Melde dich an, um Beiträge zu liken.')).toBe('Dein Konto ist bis 1. Dezember gesperrt.');
  });

  it('falls back when the server sent no message', () => {
    expect(errorText(new ApiRequestError(500, {}), 'fallback')).toBe('fallback');
    expect(errorText(new ApiRequestError(502, { message: '' }), 'fallback')).toBe('fallback');
  });

  it('falls back for failures that are not API answers', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorText(undefined, 'fallback')).toBe('fallback');
    expect(errorText(null, 'fallback')).toBe('fallback');
    expect(errorText('offline', 'fallback')).toBe('fallback');
  });
});

describe('apiErrorToFields', () => {
  it("puts the server's message at the field it names, else on the whole form", () => {
    expect(apiErrorToFields(new ApiRequestError(409, { message: 'E-Mail vergeben', field: 'email' }), 'fallback')).toEqual({ email: 'E-Mail vergeben' });
    expect(apiErrorToFields(new ApiRequestError(500, {}), 'fallback')).toEqual({ form: 'fallback' });
    expect(apiErrorToFields(new TypeError('Failed to fetch'), 'fallback')).toEqual({ form: 'fallback' });
  });
});
