/** Every API error answer logs one JSON line with its ray id, route, status, D1 round trips and duration. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorLine } from '~/server/request-log';
import { signedIn } from '../../factories/sessions';
import { call } from '../request';

const linesOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([text]) => JSON.parse(String(text)) as ApiErrorLine).filter((line) => line.event === 'api_error');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the API error log', () => {
  it('logs a refused request once, with the route pattern and the one round trip of its session lookup', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const member = await signedIn('free');
    const response = await call(
      'PATCH',
      '/api/posts/987654',
      { content: 'Geändert' },
      { cookie: member.cookie, headers: { 'cf-ray': '8f2a1b3c4d5e6f70-FRA' } },
    );
    expect(response.status).toBe(400);
    const lines = linesOf(warn);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ event: 'api_error', ray: '8f2a1b3c4d5e6f70-FRA', method: 'PATCH', route: '/api/posts/:postId', status: 400 });
    expect(lines[0]?.d1RoundTrips).toBe(1);
    expect(lines[0]?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('logs nothing for a successful request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await call('GET', '/api/health')).status).toBe(200);
    expect([...linesOf(warn), ...linesOf(error)]).toEqual([]);
  });
});
