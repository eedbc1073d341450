import { vi } from 'vitest';

type StreamEvent = { name: string; data: unknown };

/**
 * A stand-in for the browser's EventSource: every stream opened gets `events` (name and data)
 * shortly after a listener subscribes, as the server's first message would arrive; `send` makes
 * every open stream receive a later one.
 */
export function fakeEventSource(events: StreamEvent[]): { send: (event: StreamEvent) => void } {
  const opened: EventTarget[] = [];
  const deliver = (target: EventTarget, event: StreamEvent) =>
    target.dispatchEvent(new MessageEvent(event.name, { data: JSON.stringify(event.data) }));
  class FakeEventSource extends EventTarget {
    onerror: ((event: Event) => void) | null = null;
    readonly url: string;
    constructor(url: string) {
      super();
      this.url = url;
      opened.push(this);
      setTimeout(() => {
        for (const event of events) deliver(this, event);
      }, 0);
    }
    close() {}
  }
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    send: (event) => {
      for (const target of opened) deliver(target, event);
    },
  };
}

/** A `prices` event of /stream/prices. */
export const livePrices = (
  prices: { asset: string; price: string; change?: string }[],
  { simulated = false }: { simulated?: boolean } = {},
) => ({
  name: 'prices',
  data: {
    prices: prices.map(({ asset, price, change = '1.25' }) => ({
      asset,
      price,
      change_24h_percent: change,
      updated_at: '2026-11-22T12:00:00.000Z',
      delayed: false,
      simulated,
    })),
  },
});
