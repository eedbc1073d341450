/**
 * Tells the other tabs of this browser that the customer signed in or out, so they follow at
 * once instead of at their next call (ADR 41). A browser without BroadcastChannel gets no
 * message: its tabs learn at their next check, as before.
 */
export type TabSessionEvent = 'signed-in' | 'signed-out';

const channelName = 'maple-session';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
}

export function announceToOtherTabs(event: TabSessionEvent): void {
  const channel = openChannel();
  if (channel === null) return;
  channel.postMessage(event);
  channel.close();
}

/** Subscribes to the other tabs' events; returns the unsubscribe function. */
export function onOtherTabs(listener: (event: TabSessionEvent) => void): () => void {
  const channel = openChannel();
  if (channel === null) return () => {};
  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (message.data === 'signed-in' || message.data === 'signed-out') listener(message.data);
  };
  return () => channel.close();
}
