import { act, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole seconds down to zero and calls onExpire once', () => {
    const onExpire = vi.fn();
    const deadline = Date.now() + 10_000;
    const { result } = renderHook(() => useCountdown(deadline, onExpire));
    expect(result.current).toBe(10);
    act(() => vi.advanceTimersByTime(3_100));
    expect(result.current).toBe(7);
    act(() => vi.advanceTimersByTime(7_000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('starts again for a new deadline and stops without one', () => {
    const onExpire = vi.fn();
    let deadline: number | null = Date.now() + 2_000;
    const { result, rerender } = renderHook(() => useCountdown(deadline, onExpire));
    act(() => vi.advanceTimersByTime(2_500));
    expect(onExpire).toHaveBeenCalledTimes(1);
    deadline = Date.now() + 5_000;
    rerender();
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(5);
    deadline = null;
    rerender();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("draws a new deadline's count at once, never the old one", () => {
    let deadline = Date.now() + 1_000;
    const drawn: number[] = [];
    const { rerender } = renderHook(() => {
      const seconds = useCountdown(deadline, () => {});
      useLayoutEffect(() => {
        drawn.push(seconds);
      });
      return seconds;
    });
    act(() => vi.advanceTimersByTime(1_100));
    deadline = Date.now() + 10_000;
    drawn.length = 0;
    rerender();
    expect(drawn).toEqual([10]);
  });
});
