import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced';

describe('useDebounced', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a value once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 400), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });

  it('settles on an object built afresh each render, then stops rendering', () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ address }) => {
        renders += 1;
        // As a form passes it: a new object of the same fields on every render.
        return useDebounced({ address, tag: '' }, 400);
      },
      { initialProps: { address: 'rPT' } },
    );
    rerender({ address: 'rPT1' });
    for (let step = 0; step < 5; step += 1) act(() => vi.advanceTimersByTime(400));
    expect(result.current).toEqual({ address: 'rPT1', tag: '' });
    const settled = renders;
    for (let step = 0; step < 25; step += 1) act(() => vi.advanceTimersByTime(400));
    expect(renders).toBe(settled);
  });
});
