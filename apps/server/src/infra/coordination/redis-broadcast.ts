import { Redis } from 'ioredis';
import { type Broadcast, type BroadcastListener, Listeners } from './broadcast.js';
import type { CoordinationLog } from './coordination-log.js';

/**
 * Broadcast over Redis pub/sub (REDIS_URL): one subscriber connection of its own (a subscribed
 * Redis connection can do nothing else), messages published through the shared client. Every
 * channel carries the configured key prefix, so deployments (and test runs) sharing one Redis
 * never hear each other. ioredis reconnects by itself; on each ready connection we subscribe
 * again ourselves, then tell the listeners to catch up, so nothing falls between the two.
 */
export class RedisBroadcast implements Broadcast {
  private readonly listeners = new Listeners();
  private readonly subscriber: Redis;

  constructor(
    private readonly publisher: Redis,
    url: string,
    private readonly prefix: string,
    private readonly log: CoordinationLog,
  ) {
    this.subscriber = new Redis(url, { lazyConnect: true, autoResubscribe: false });
    this.subscriber.on('error', (error: Error) =>
      log.warn({ err: error }, 'Redis subscriber connection failed; reconnecting'),
    );
    this.subscriber.on('ready', () => void this.resubscribe());
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel.startsWith(prefix)) this.listeners.deliver(channel.slice(prefix.length), text);
    });
  }

  open(): void {
    // A failed first connection is reported through 'error' and retried like any other.
    this.subscriber.connect().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }

  async publish(channel: string, text: string): Promise<void> {
    await this.publisher.publish(`${this.prefix}${channel}`, text);
  }

  subscribe(channel: string, listener: BroadcastListener): () => void {
    const { isNew, remove } = this.listeners.add(channel, listener);
    if (isNew && this.subscriber.status === 'ready') {
      this.subscriber
        .subscribe(`${this.prefix}${channel}`)
        .catch((error: unknown) => this.log.warn({ err: error }, 'Redis subscribe failed'));
    }
    return remove;
  }

  private async resubscribe(): Promise<void> {
    const channels = this.listeners.channels.map((channel) => `${this.prefix}${channel}`);
    try {
      if (channels.length > 0) await this.subscriber.subscribe(...channels);
      this.listeners.resubscribed();
    } catch (error) {
      this.log.warn({ err: error }, 'Redis subscribe failed');
    }
  }
}
