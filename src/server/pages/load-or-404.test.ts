import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/server/errors';
import { loadOr404 } from './load-or-404';

describe('loadOr404', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands back what loaded', async () => {
    expect(await loadOr404(async () => ({ id: 7 }), 'activity detail')).toEqual({ value: { id: 7 }, failure: null });
  });

  it('answers 404 for the service’s not-found, without logging it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaded = await loadOr404(() => Promise.reject(new ApiError(404, 'activity_not_found')), 'activity detail');
    expect(loaded).toEqual({ value: null, failure: 'not_found', status: 404 });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs any other failure and answers 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new ApiError(403, 'error_forbidden');
    const loaded = await loadOr404(() => Promise.reject(error), 'member page');
    expect(loaded).toEqual({ value: null, failure: 'failed', status: 500 });
    expect(log).toHaveBeenCalledWith('member page failed', error);
  });
});
