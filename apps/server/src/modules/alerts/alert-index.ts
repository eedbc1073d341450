import type { PriceAlertWindow } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import { SortedKeys } from './sorted-keys.js';

/** An alert the watching instance holds in memory: what a tick is checked against. */
export interface WatchedAlert {
  guid: string;
  asset: CryptoAssetCode;
  condition: 'above' | 'below' | 'move';
  /** `above`/`below`: the level; `move`: the share in basis points. */
  key: bigint;
  window: PriceAlertWindow | null;
  cooldownMs: number;
  /** Milliseconds since the epoch. */
  lastTriggeredAt: number | null;
  expiresAt: number | null;
}

/** One asset's tick: its price, and its price an hour and a day before (when known). */
export interface AssetTick {
  asset: CryptoAssetCode;
  price: bigint;
  reference: Readonly<Record<PriceAlertWindow, bigint | undefined>>;
}

/** The move from `reference` to `price`, in whole basis points, either way (floored). */
export const moveBps = (price: bigint, reference: bigint): bigint => {
  const change = price >= reference ? price - reference : reference - price;
  return (change * 10_000n) / reference;
};

type Lists = Record<'above' | 'below' | '1h' | '24h', SortedKeys>;
type Seen = { price: bigint; move: Record<PriceAlertWindow, bigint | undefined> };

const listName = (alert: WatchedAlert): keyof Lists =>
  alert.condition === 'move' ? (alert.window ?? '24h') : alert.condition;

/**
 * The crossings a tick makes (ADR 79). A level alert fires when the price passes its level
 * between the last tick seen and this one; a move alert when the move over its window passes its
 * share. So an alert fires only on a crossing the market made while it was watched, never on a
 * price that merely stays past it; one in its cooldown lets the crossing go (it is not kept for
 * later). The first tick of an asset only sets where its price was.
 */
export class AlertIndex {
  private readonly alerts = new Map<string, WatchedAlert>();
  private readonly lists = new Map<CryptoAssetCode, Lists>();
  private readonly seen = new Map<CryptoAssetCode, Seen>();

  get size(): number {
    return this.alerts.size;
  }

  get(guid: string): WatchedAlert | undefined {
    return this.alerts.get(guid);
  }

  /** Replaces every alert (a full load), keeping where prices were. */
  load(alerts: readonly WatchedAlert[]): void {
    this.alerts.clear();
    const grouped = new Map<CryptoAssetCode, Record<keyof Lists, WatchedAlert[]>>();
    for (const alert of alerts) {
      this.alerts.set(alert.guid, alert);
      const group = grouped.get(alert.asset) ?? { above: [], below: [], '1h': [], '24h': [] };
      group[listName(alert)].push(alert);
      grouped.set(alert.asset, group);
    }
    this.lists.clear();
    for (const [asset, group] of grouped) {
      const lists = this.listsOf(asset);
      for (const name of ['above', 'below', '1h', '24h'] as const) {
        lists[name].reset(group[name].map(({ key, guid }) => ({ key, guid })));
      }
    }
  }

  /** Adds an alert, or replaces what is held of it. */
  put(alert: WatchedAlert): void {
    this.remove(alert.guid);
    this.alerts.set(alert.guid, alert);
    this.listsOf(alert.asset)[listName(alert)].insert({ key: alert.key, guid: alert.guid });
  }

  remove(guid: string): void {
    const alert = this.alerts.get(guid);
    if (alert === undefined) return;
    this.alerts.delete(guid);
    this.listsOf(alert.asset)[listName(alert)].remove({ key: alert.key, guid });
  }

  /** The alerts this tick makes fire, past their cooldown and expiry at `now`. */
  observe(tick: AssetTick, now: number): string[] {
    const move = {
      '1h': tick.reference['1h'] && moveBps(tick.price, tick.reference['1h']),
      '24h': tick.reference['24h'] && moveBps(tick.price, tick.reference['24h']),
    };
    const before = this.seen.get(tick.asset);
    this.seen.set(tick.asset, { price: tick.price, move });
    if (before === undefined) return [];
    const lists = this.listsOf(tick.asset);
    const crossed = [
      ...lists.above.crossedUp(before.price, tick.price),
      ...lists.below.crossedDown(tick.price, before.price),
      ...movesCrossed(lists['1h'], before.move['1h'], move['1h']),
      ...movesCrossed(lists['24h'], before.move['24h'], move['24h']),
    ];
    return crossed.filter((guid) => this.due(guid, now));
  }

  private due(guid: string, now: number): boolean {
    const alert = this.alerts.get(guid);
    if (alert === undefined) return false;
    if (alert.expiresAt !== null && alert.expiresAt <= now) return false;
    return alert.lastTriggeredAt === null || alert.lastTriggeredAt + alert.cooldownMs <= now;
  }

  private listsOf(asset: CryptoAssetCode): Lists {
    let lists = this.lists.get(asset);
    if (lists === undefined) {
      lists = {
        above: new SortedKeys(),
        below: new SortedKeys(),
        '1h': new SortedKeys(),
        '24h': new SortedKeys(),
      };
      this.lists.set(asset, lists);
    }
    return lists;
  }
}

/** Shares the move passed on its way up; none without a move before and after. */
function movesCrossed(
  list: SortedKeys,
  before: bigint | undefined,
  after: bigint | undefined,
): string[] {
  if (before === undefined || after === undefined || after <= before) return [];
  return list.crossedUp(before, after);
}
