import { describe, expect, it } from 'vitest';
import { AlertIndex, type AssetTick, type WatchedAlert } from './alert-index.js';

/**
 * The crossings a tick makes (ADR 79): a level passed between the last tick seen and this one,
 * a move passing its share; never a price that only stays past a level, never within a cooldown.
 */
const dollars = (n: number): bigint => BigInt(Math.round(n * 100)) * 1_000_000n;
const MINUTE = 60_000;

const alert = (guid: string, fields: Partial<WatchedAlert>): WatchedAlert => ({
  guid,
  asset: 'BTC',
  condition: 'above',
  key: dollars(100),
  window: null,
  cooldownMs: 60 * MINUTE,
  lastTriggeredAt: null,
  expiresAt: null,
  ...fields,
});

const tick = (price: number, reference: { '1h'?: number; '24h'?: number } = {}): AssetTick => ({
  asset: 'BTC',
  price: dollars(price),
  reference: {
    '1h': reference['1h'] === undefined ? undefined : dollars(reference['1h']),
    '24h': reference['24h'] === undefined ? undefined : dollars(reference['24h']),
  },
});

describe('level alerts', () => {
  it('fire when the price passes the level between two ticks, either way, landing on it too', () => {
    const index = new AlertIndex();
    index.load([
      alert('up', { condition: 'above', key: dollars(100) }),
      alert('down', { condition: 'below', key: dollars(90) }),
      alert('far', { condition: 'above', key: dollars(150) }),
    ]);
    expect(index.observe(tick(95), 0)).toEqual([]); // the first tick only says where it is
    expect(index.observe(tick(99.99), 1)).toEqual([]);
    expect(index.observe(tick(100), 2)).toEqual(['up']);
    expect(index.observe(tick(89), 3)).toEqual(['down']);
    expect(index.observe(tick(160), 4)).toEqual(['up', 'far']);
  });

  it('say nothing while the price stays past the level, and nothing for a first tick past it', () => {
    const index = new AlertIndex();
    index.load([alert('up', { key: dollars(100) })]);
    expect(index.observe(tick(120), 0)).toEqual([]);
    expect(index.observe(tick(130), 1)).toEqual([]);
    expect(index.observe(tick(125), 2)).toEqual([]);
  });

  it('let a crossing within the cooldown go, and take the next one after it', () => {
    const index = new AlertIndex();
    index.load([alert('up', { key: dollars(100), lastTriggeredAt: 0, cooldownMs: 10 * MINUTE })]);
    index.observe(tick(99), 1);
    expect(index.observe(tick(101), 5 * MINUTE)).toEqual([]);
    index.observe(tick(99), 6 * MINUTE);
    expect(index.observe(tick(101), 10 * MINUTE)).toEqual(['up']);
  });

  it('do not fire past their expiry', () => {
    const index = new AlertIndex();
    index.load([alert('up', { key: dollars(100), expiresAt: 10 })]);
    index.observe(tick(99), 0);
    expect(index.observe(tick(101), 10)).toEqual([]);
  });

  it('of another asset are not touched by this one', () => {
    const index = new AlertIndex();
    index.load([alert('eth', { asset: 'ETH', key: dollars(100) })]);
    index.observe(tick(99), 0);
    expect(index.observe(tick(101), 1)).toEqual([]);
  });

  it('are added, replaced and removed one at a time between full loads', () => {
    const index = new AlertIndex();
    index.observe(tick(99), 0);
    index.put(alert('a', { key: dollars(100) }));
    index.put(alert('a', { key: dollars(200) })); // replaced: its old level is gone
    index.put(alert('b', { key: dollars(100) }));
    index.remove('b');
    expect(index.size).toBe(1);
    expect(index.observe(tick(150), 1)).toEqual([]);
    expect(index.observe(tick(250), 2)).toEqual(['a']);
  });
});

describe('move alerts', () => {
  it('fire when the move over their window passes their share, up or down', () => {
    const index = new AlertIndex();
    index.load([
      alert('day5', { condition: 'move', key: 500n, window: '24h' }),
      alert('day10', { condition: 'move', key: 1000n, window: '24h' }),
      alert('hour2', { condition: 'move', key: 200n, window: '1h' }),
    ]);
    index.observe(tick(100, { '24h': 100, '1h': 100 }), 0);
    expect(index.observe(tick(104.99, { '24h': 100, '1h': 100 }), 1)).toEqual(['hour2']);
    expect(index.observe(tick(95, { '24h': 100, '1h': 100 }), 2)).toEqual(['day5']);
    expect(index.observe(tick(89, { '24h': 100, '1h': 100 }), 3)).toEqual(['day10']);
  });

  it('are not judged without the price the window began at', () => {
    const index = new AlertIndex();
    index.load([alert('hour2', { condition: 'move', key: 200n, window: '1h' })]);
    index.observe(tick(100), 0);
    expect(index.observe(tick(150), 1)).toEqual([]);
    expect(index.observe(tick(150, { '1h': 100 }), 2)).toEqual([]);
  });

  it('say nothing while the move stays past the share', () => {
    const index = new AlertIndex();
    index.load([alert('day5', { condition: 'move', key: 500n, window: '24h' })]);
    index.observe(tick(110, { '24h': 100 }), 0);
    expect(index.observe(tick(112, { '24h': 100 }), 1)).toEqual([]);
  });
});

describe('many alerts', () => {
  it('finds exactly the crossed ones among 100,000, as checking each one would', () => {
    const alerts = Array.from({ length: 100_000 }, (_, n) =>
      alert(`a${n}`, {
        condition: n % 2 === 0 ? 'above' : 'below',
        key: dollars(50 + (n % 1000) / 10),
      }),
    );
    const index = new AlertIndex();
    index.load(alerts);
    index.observe(tick(80), 0);
    const fired = index.observe(tick(81.55), 1);
    const expected = alerts
      .filter((a) => a.condition === 'above' && a.key > dollars(80) && a.key <= dollars(81.55))
      .map((a) => a.guid);
    expect(new Set(fired)).toEqual(new Set(expected));
    expect(fired).toHaveLength(expected.length);
  });
});
