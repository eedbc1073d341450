/** An entry of a {@link SortedKeys}: a key (a price level, a share in basis points) and whose. */
export interface KeyedGuid {
  key: bigint;
  guid: string;
}

const before = (a: KeyedGuid, b: KeyedGuid): boolean =>
  a.key < b.key || (a.key === b.key && a.guid < b.guid);

/**
 * Alerts ordered by their key, so a tick finds the ones whose key lies between two prices by
 * two binary searches, whatever their number (ADR 79): the work per tick grows with the alerts
 * that fire, not with the alerts that exist.
 */
export class SortedKeys {
  private entries: KeyedGuid[] = [];

  get size(): number {
    return this.entries.length;
  }

  /** Replaces every entry at once: one sort, not one insertion each. */
  reset(entries: KeyedGuid[]): void {
    this.entries = entries.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  }

  insert(entry: KeyedGuid): void {
    this.entries.splice(this.firstNotBefore(entry), 0, entry);
  }

  remove(entry: KeyedGuid): void {
    const at = this.firstNotBefore(entry);
    const found = this.entries[at];
    if (found !== undefined && found.key === entry.key && found.guid === entry.guid) {
      this.entries.splice(at, 1);
    }
  }

  /** The guids whose key is in `(low, high]`: what a rise from `low` to `high` crossed. */
  crossedUp(low: bigint, high: bigint): string[] {
    return this.between(low, high, false);
  }

  /** The guids whose key is in `[low, high)`: what a fall from `high` to `low` crossed. */
  crossedDown(low: bigint, high: bigint): string[] {
    return this.between(low, high, true);
  }

  private between(low: bigint, high: bigint, lowIncluded: boolean): string[] {
    const guids: string[] = [];
    // The first entry past `low` (or at it), found by its key alone: the guid '' sorts first.
    let at = this.firstNotBefore({ key: lowIncluded ? low : low + 1n, guid: '' });
    for (let entry = this.entries[at]; entry !== undefined; entry = this.entries[++at]) {
      if (lowIncluded ? entry.key >= high : entry.key > high) break;
      guids.push(entry.guid);
    }
    return guids;
  }

  /** The index of the first entry not before `entry`. */
  private firstNotBefore(entry: KeyedGuid): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const candidate = this.entries[middle];
      if (candidate !== undefined && before(candidate, entry)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
