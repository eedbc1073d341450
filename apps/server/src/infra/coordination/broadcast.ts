export interface BroadcastListener {
  message(text: string): void;
  /**
   * The subscription is (again) in place: on the first connection and after each one that
   * dropped. Messages sent before may have been missed, so the listener catches up from the
   * shared state.
   */
  resubscribed(): void;
}

/**
 * Messages between the server's instances (ADR 14): PostgreSQL LISTEN/NOTIFY, or Redis pub/sub
 * when REDIS_URL is set; within the one process on embedded PGlite. Every instance receives
 * every message of its channels, its own included. Delivery is at most once: a listener that
 * must not miss one reads the shared state again on `resubscribed`.
 */
export interface Broadcast {
  publish(channel: string, text: string): Promise<void>;
  subscribe(channel: string, listener: BroadcastListener): () => void;
}

/** Listeners by channel, shared by every kind of broadcast. */
export class Listeners {
  private readonly byChannel = new Map<string, Set<BroadcastListener>>();

  get channels(): string[] {
    return [...this.byChannel.keys()];
  }

  /** Adds a listener; answers whether its channel is new, and the unsubscribe function. */
  add(channel: string, listener: BroadcastListener): { isNew: boolean; remove: () => void } {
    const existing = this.byChannel.get(channel);
    const set = existing ?? new Set<BroadcastListener>();
    set.add(listener);
    this.byChannel.set(channel, set);
    return { isNew: existing === undefined, remove: () => set.delete(listener) };
  }

  deliver(channel: string, text: string): void {
    for (const listener of this.byChannel.get(channel) ?? []) listener.message(text);
  }

  resubscribed(): void {
    for (const set of this.byChannel.values()) for (const listener of set) listener.resubscribed();
  }
}

/** The single instance on embedded PGlite: messages go to this process's own listeners. */
export class LocalBroadcast implements Broadcast {
  private readonly listeners = new Listeners();

  async publish(channel: string, text: string): Promise<void> {
    this.listeners.deliver(channel, text);
  }

  subscribe(channel: string, listener: BroadcastListener): () => void {
    return this.listeners.add(channel, listener).remove;
  }
}
