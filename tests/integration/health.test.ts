import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '~/server/app';

describe('GET /api/health', () => {
  it('answers ok with the migrated database', async () => {
    const response = await app.request('/api/health', {}, env);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, database: 'ok' });
  });
});

describe('unknown API paths', () => {
  it("answer a JSON 404 in the caller's language", async () => {
    const de = await app.request('/api/does-not-exist', {}, env);
    expect(de.status).toBe(404);
    expect(await de.json()).toEqual({ code: 'error_not_found', message: 'Nicht gefunden' });
    const en = await app.request('/api/does-not-exist', { headers: { 'accept-language': 'en-GB,en;q=0.9' } }, env);
    expect(await en.json()).toEqual({ code: 'error_not_found', message: 'Not found' });
  });
});
