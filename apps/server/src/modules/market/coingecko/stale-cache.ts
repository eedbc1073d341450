import type { Clock } from '../../../infra/clock.js';

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * Values kept for a time-to-live, loaded once however many callers miss at the same moment, and
 * kept past their time: when a reload fails, the last value is still better than nothing.
 */
export class StaleCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<T>>();

  constructor(private readonly clock: Clock) {}

  /** The fresh value, else `load`'s, else (when `load` fails) the stale one; else `load`'s error. */
  get(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry !== undefined && this.clock.now().getTime() - entry.storedAt < ttlMs) {
      return Promise.resolve(entry.value);
    }
    const pending = this.loading.get(key);
    if (pending !== undefined) return pending;
    // finally() runs after set(), even when `load` fails at once, so no finished load stays listed.
    const loaded = this.reload(key, load).finally(() => this.loading.delete(key));
    this.loading.set(key, loaded);
    return loaded;
  }

  private async reload(key: string, load: () => Promise<T>): Promise<T> {
    try {
      const value = await load();
      this.entries.set(key, { value, storedAt: this.clock.now().getTime() });
      return value;
    } catch (error) {
      const stale = this.entries.get(key);
      if (stale === undefined) throw error;
      return stale.value;
    }
  }
}
