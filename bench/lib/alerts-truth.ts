import type { PriceAlertWindow } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { FiredAlert } from '../../apps/server/src/modules/alerts/price-alert-delivery.js';
import type { StoredAlert } from './alerts-jobs.js';
import type { RecordedDay } from './alerts-recording.js';
import { factsOf, PriceTrail, type TickFacts } from './alerts-references.js';

/** The signed move in basis points, towards zero: what a job's `change_bps` must say. */
const signedMove = (price: bigint, reference: bigint): bigint =>
  ((price - reference) * 10_000n) / reference;

/**
 * Whether a queued job stands for a real crossing of the recorded day, judged from the job's
 * own data and the recording alone (and the stored alert it names): the tick it says it fired
 * at exists and is not the first, its price is that tick's, the alert is the one stored and not
 * expired, and between the tick before and this one the price (or the move over the window)
 * passed the level (or the share) in the alert's direction.
 */
export class CrossingTruth {
  private readonly indexOf = new Map<number, number>();
  private readonly trail: PriceTrail;
  private readonly facts = new Map<string, TickFacts | undefined>();

  constructor(private readonly day: RecordedDay) {
    this.trail = new PriceTrail(day.history);
    day.ticks.forEach((tick, index) => {
      this.indexOf.set(tick.at, index);
      this.trail.record(tick.tickers);
    });
  }

  /** Why the job is false, or undefined when it is a real crossing. */
  falsehood(job: FiredAlert, alert: StoredAlert | undefined): string | undefined {
    if (alert === undefined) return 'no such alert';
    const stored = alertMismatch(job, alert);
    if (stored !== undefined) return stored;
    const at = Date.parse(job.fired_at);
    if (alert.expires_at !== null && alert.expires_at.getTime() <= at) return 'fired expired';
    const index = this.indexOf.get(at);
    if (index === undefined || index === 0) return `no tick before ${job.fired_at} to cross from`;
    const was = this.factsAt(index - 1, job.asset);
    const is = this.factsAt(index, job.asset);
    if (was === undefined || is === undefined) return 'asset missing from the ticks';
    if (job.price !== String(is.price)) return `price ${job.price}, the tick's ${is.price}`;
    return job.condition === 'move' ? moveFalsehood(job, was, is) : levelFalsehood(job, was, is);
  }

  private factsAt(index: number, asset: CryptoAssetCode): TickFacts | undefined {
    const key = `${index}:${asset}`;
    if (!this.facts.has(key)) {
      const tick = this.day.ticks[index];
      const ticker = tick?.tickers.get(asset);
      const found = tick && ticker && factsOf(this.trail, ticker, tick.at);
      this.facts.set(key, found);
    }
    return this.facts.get(key);
  }
}

function alertMismatch(job: FiredAlert, alert: StoredAlert): string | undefined {
  const stored = [alert.asset, alert.condition, alert.level, alert.move_bps, alert.move_window];
  const told = [job.asset, job.condition, job.level, job.move_bps, job.window];
  const same = stored.every((value, i) => String(value) === String(told[i]));
  return same ? undefined : `says ${told.join('/')}, the alert is ${stored.join('/')}`;
}

function levelFalsehood(job: FiredAlert, was: TickFacts, is: TickFacts): string | undefined {
  if (job.level === null) return 'a level alert without its level';
  const level = BigInt(job.level);
  const up = was.price < level && level <= is.price;
  const down = was.price > level && level >= is.price;
  if (job.condition === 'above' ? up : down) return undefined;
  return `${job.condition} ${level}: the price went from ${was.price} to ${is.price}`;
}

function moveFalsehood(job: FiredAlert, was: TickFacts, is: TickFacts): string | undefined {
  const window: PriceAlertWindow | null = job.window;
  if (window === null || job.move_bps === null) return 'a move alert without its share';
  const share = BigInt(job.move_bps);
  const before = was.move[window];
  const after = is.move[window];
  const reference = is.reference[window];
  if (before === undefined || after === undefined || reference === undefined) {
    return `no ${window} reference to move from`;
  }
  if (job.change_bps !== String(signedMove(is.price, reference))) {
    return `change ${job.change_bps}, the recording's ${signedMove(is.price, reference)}`;
  }
  if (before < share && share <= after) return undefined;
  return `move ${share} bps over ${window}: the move went from ${before} to ${after}`;
}
