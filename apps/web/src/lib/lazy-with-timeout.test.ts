import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkLoadTimeoutMs, lazyWithTimeout } from './lazy-with-timeout';

describe('lazyWithTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the loaded module', async () => {
    await expect(lazyWithTimeout(() => Promise.resolve({ default: 42 }))).resolves.toEqual({
      default: 42,
    });
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /static/x.js');
    const error = await lazyWithTimeout(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toHaveProperty('cause', cause);
  });

  it('gives up after 120 s (docs/product/limits.md), not before', async () => {
    vi.useFakeTimers();
    expect(chunkLoadTimeoutMs).toBe(120_000);
    const settled = vi.fn();
    const pending = lazyWithTimeout(() => new Promise<never>(() => {})).catch((e: unknown) => {
      settled();
      return e;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(ChunkLoadError);
  });
});
