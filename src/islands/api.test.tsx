// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '~/shared/enums';
import { useApi } from './api';

describe('useApi', () => {
  afterEach(cleanup);

  it('keeps one client across renders and makes a new one for another language', () => {
    const { result, rerender } = renderHook(({ locale }: { locale: Locale }) => useApi(locale), { initialProps: { locale: 'de' } });
    const first = result.current;
    rerender({ locale: 'de' });
    expect(result.current).toBe(first);
    rerender({ locale: 'en' });
    expect(result.current).not.toBe(first);
  });
});
