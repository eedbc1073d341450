/**
 * Tells the other tabs of this browser that the customer signed in or out, so they follow at
 * once instead of at their next call (ADR 41). A browser without BroadcastChannel gets no
 * message: its tabs learn at their next check, as before.
 */
export type TabSessionEvent = 'signed-in' | 'signed-out';

const channelName = 'maple-session';
/**
 * A channel hears every other channel of its name, this tab's too: a message names the tab it
 * came from, so the tab that signs out does not also act on its own message. Not a secret, so
 * no secure-context API is needed for it.
 */
const thisTab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface TabMessage {
  event: TabSessionEvent;
  from: string;
}

const isTabMessage = (data: unknown): data is TabMessage =>
  typeof data === 'object' &&
  data !== null &&
  'event' in data &&
  (data.event === 'signed-in' || data.event === 'signed-out') &&
  'from' in data &&
  typeof data.from === 'string';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
}

export function announceToOtherTabs(event: TabSessionEvent): void {
  const channel = openChannel();
  if (channel === null) return;
  channel.postMessage({ event, from: thisTab } satisfies TabMessage);
  channel.close();
}

/** Subscribes to the other tabs' events; returns the unsubscribe function. */
export function onOtherTabs(listener: (event: TabSessionEvent) => void): () => void {
  const channel = openChannel();
  if (channel === null) return () => {};
  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (isTabMessage(message.data) && message.data.from !== thisTab) listener(message.data.event);
  };
  return () => channel.close();
}
