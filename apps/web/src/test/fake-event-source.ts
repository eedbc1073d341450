import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource: every stream opened gets `events` (name and data)
 * shortly after a listener subscribes, as the server's first message would arrive.
 */
export function fakeEventSource(events: { name: string; data: unknown }[]): void {
  class FakeEventSource extends EventTarget {
    onerror: ((event: Event) => void) | null = null;
    readonly url: string;
    constructor(url: string) {
      super();
      this.url = url;
      setTimeout(() => {
        for (const event of events) {
          this.dispatchEvent(new MessageEvent(event.name, { data: JSON.stringify(event.data) }));
        }
      }, 0);
    }
    close() {}
  }
  vi.stubGlobal('EventSource', FakeEventSource);
}

/** A `prices` event of /stream/prices. */
export const livePrices = (prices: { asset: string; price: string; change?: string }[]) => ({
  name: 'prices',
  data: {
    prices: prices.map(({ asset, price, change = '1.25' }) => ({
      asset,
      price,
      change_24h_percent: change,
      updated_at: '2026-11-22T12:00:00.000Z',
      delayed: false,
    })),
  },
});
