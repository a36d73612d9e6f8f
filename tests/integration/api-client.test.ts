import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient, readJson } from '~/islands/api';
import { app } from '~/server/app';
import { ORIGIN } from './request';

/** The islands' typed client, talking to the real API app in the Workers runtime. */
const client = (locale: 'de' | 'en') =>
  createApiClient(locale, async (input, init) => {
    const request = new Request(new URL(String(input), ORIGIN), init);
    request.headers.set('origin', ORIGIN);
    return app.request(request, undefined, env);
  });

describe('typed API client', () => {
  it('reads typed answers', async () => {
    const health = await readJson(await client('de').health.$get());
    expect(health.ok).toBe(true);
  });

  it('sends the page language and turns error answers into ApiRequestError', async () => {
    const response = await client('en').contact.$post({
      json: { firstName: 'Anna', lastName: 'B', email: 'nope', subject: 'general', message: 'Hello there, team!' },
    });
    const error = await readJson(response).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, body: { code: 'error_invalid_email', field: 'email' }, message: '400: Valid email address required' });
  });
});
