// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced';

describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('passes a value on only once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: '' } });
    rerender({ value: 'h' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'hu' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('hu');
  });

  it('starts with the value it is given', () => {
    const { result } = renderHook(() => useDebounced('Leine', 300));
    expect(result.current).toBe('Leine');
  });
});
