import { transfersInSchema } from '@maple/contracts';
import { assets } from '@maple/money';
import { z } from 'zod';
import { resolutions } from '../modules/market/price-series.js';
import {
  addWallet,
  available,
  type Confirm,
  cryptoDeposit,
  etransferDeposit,
  stateCost,
  type TravelRule,
  trade,
  withdraw,
} from './demo-customer-actions.js';
import { type DemoCustomerClient, dataOf } from './demo-customer-client.js';
import type { DemoWalk } from './demo-walk.js';

const DAY = resolutions.daily.stepMs;
/** Visits begin at 15:00 UTC, 10:00 or 11:00 in Toronto. */
const VISIT_HOUR_MS = 15 * 3_600_000;

/** Two ETH addresses of the EIP-55 examples: the customer's hardware wallet and a friend's. */
const ownWallet = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const friendsWallet = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';

export interface StoryDeps {
  client: DemoCustomerClient;
  confirm: Confirm;
  walk: DemoWalk;
  /** When the history begins: the customer's account was opened then. */
  startsAt: Date;
}

/** What the story made, by guid, for whoever checks it (the tests). */
export interface StoryRecord {
  transfersIn: { BTC: string; ETH: string };
  /** The BTC sale at a loss, and the purchase 12 days later that makes the loss superficial. */
  lossSale: string;
  repurchase: string;
  /** The ETH sale at a gain. */
  gainSale: string;
  withdrawals: { own: string; thirdParty: string };
}

/** Units held and what they cost in cents, to judge a price against (not the tax figures). */
interface Pool {
  units: bigint;
  cents: bigint;
}

/**
 * The demo customer's year (ADR 78), visit by visit, each a sign-in and what the web app would
 * send: CAD by e-Transfer, BTC and ETH bought, BTC and ETH moved in from another exchange and
 * their costs stated, BTC sold at a loss when the price has fallen and bought back 12 days later
 * (a superficial loss), ETH sent to their own hardware wallet and to a friend, ETH sold at a
 * gain, a last few purchases. Sales wait for the price they want within a window and sell at its
 * end otherwise; the cost stated for the BTC moved in is what makes the sale a loss whatever the
 * simulated market did (it was bought near a top elsewhere).
 */
export class DemoStory {
  private readonly pools: Record<'BTC' | 'ETH', Pool> = {
    BTC: { units: 0n, cents: 0n },
    ETH: { units: 0n, cents: 0n },
  };
  private readonly record: StoryRecord = {
    transfersIn: { BTC: '', ETH: '' },
    lossSale: '',
    repurchase: '',
    gainSale: '',
    withdrawals: { own: '', thirdParty: '' },
  };

  /** What each transfer in was worth on arrival, as the tax centre showed it. */
  private readonly arrivals = new Map<string, bigint>();
  /** Transfers in not yet counted in the pools. */
  private readonly arriving: { asset: 'BTC' | 'ETH'; guid: string; units: bigint }[] = [];

  constructor(private readonly deps: StoryDeps) {}

  async play(): Promise<StoryRecord> {
    await this.settleIn();
    const sold = await this.sellAtALoss();
    await this.sendToWallets();
    await this.sellAtAGain();
    await this.lastMonths();
    await this.stateBtcCost(sold);
    return this.record;
  }

  /** The first months: CAD in, BTC and ETH bought, and moved in from another exchange. */
  private async settleIn(): Promise<void> {
    const { client } = this.deps;
    // A passkey on their laptop first: they sign in with it from now on.
    await this.visit(3);
    await client.addPasskey('Laptop');
    await this.etransfer(3_000_00n);
    await this.visit(10);
    this.record.transfersIn.BTC = await this.moveIn('BTC', 3_000_000n);
    await this.visit(24);
    await this.buy('BTC', 3_000_00n);
    await this.visit(45);
    await this.buy('ETH', 1_000_00n);
    await this.visit(60);
    this.record.transfersIn.ETH = await this.moveIn('ETH', 10n ** 18n);
    // In the tax centre: what both were worth on arrival, and the cost of the ETH stated from
    // its receipt (bought in 2020, for a quarter of that).
    await this.visit(75);
    await this.countArrivals();
    const arrival = this.arrivalOf(this.record.transfersIn.ETH);
    await stateCost(client, this.record.transfersIn.ETH, arrival / 4n);
    this.pools.ETH.cents += arrival / 4n - arrival;
  }

  /**
   * BTC sold when its price is 5% under what the customer's BTC cost on average (by day 200 at
   * the latest), then bought back 12 days later and kept: a superficial loss. Answers the sale.
   */
  private async sellAtALoss(): Promise<Sale> {
    const at = await this.deps.walk.until(
      this.visits(90, 200),
      () => this.percentOfCost('BTC') <= 95n,
    );
    const sale = await this.sell('BTC', ((await available(this.deps.client, 'BTC')) * 2n) / 5n);
    this.record.lossSale = sale.guid;
    await this.visit(this.dayOf(at) + 12);
    this.record.repurchase = (await this.buy('BTC', 1_500_00n)).guid;
    return sale;
  }

  /** ETH to the customer's own hardware wallet (no disposition), and some to a friend (one). */
  private async sendToWallets(): Promise<void> {
    const { client, confirm } = this.deps;
    await this.visit(215);
    const own = await addWallet(client, confirm, {
      name: 'My hardware wallet',
      asset: 'ETH',
      address: ownWallet,
      owner: 'own',
    });
    await this.visit(218);
    this.record.withdrawals.own = await this.sendEth(own, 10n ** 17n, { party: 'own' });
    await this.visit(240);
    const friend = await addWallet(client, confirm, {
      name: 'Sam’s wallet',
      asset: 'ETH',
      address: friendsWallet,
      owner: 'third_party',
    });
    await this.visit(243);
    this.record.withdrawals.thirdParty = await this.sendEth(friend, 5n * 10n ** 16n, {
      party: 'third_party',
      name: 'Sam Tremblay',
      address: '12 Elm St, Ottawa ON',
    });
  }

  /** ETH withdrawn to one of the customer's wallets; the chain confirms it as time passes. */
  private async sendEth(wallet: string, units: bigint, travelRule: TravelRule): Promise<string> {
    await this.deps.walk.priced();
    const { client, confirm } = this.deps;
    const guid = await withdraw(client, confirm, { asset: 'ETH', wallet, units, travelRule });
    this.deps.walk.expect('chain');
    return guid;
  }

  /** More CAD in, then 0.4 ETH sold once its price is 10% over its cost (day 330 at the latest). */
  private async sellAtAGain(): Promise<void> {
    await this.visit(260);
    await this.etransfer(2_500_00n);
    await this.deps.walk.until(this.visits(270, 330), () => this.percentOfCost('ETH') >= 110n);
    this.record.gainSale = (await this.sell('ETH', 4n * 10n ** 17n)).guid;
  }

  private async lastMonths(): Promise<void> {
    await this.visit(340);
    await this.buy('BTC', 500_00n);
    await this.visit(350);
    await this.buy('ETH', 400_00n);
    await this.visit(356);
    await this.etransfer(1_500_00n);
  }

  /**
   * The cost of the BTC moved in, stated at tax time: it was bought near a top elsewhere, 15%
   * over its value on arrival, and at least enough that the loss sale lost 5% of its proceeds
   * against the average cost of the BTC held then.
   */
  private async stateBtcCost(sold: Sale): Promise<void> {
    await this.visit(362);
    const guid = this.record.transfersIn.BTC;
    const arrival = this.arrivalOf(guid);
    const bought = sold.costBefore - arrival;
    const needed = ceilDiv(105n * sold.proceeds * sold.heldBefore, 100n * sold.units) - bought;
    const stated = needed > (arrival * 115n) / 100n ? needed : (arrival * 115n) / 100n;
    await stateCost(this.deps.client, guid, stated);
  }

  /** The visit time of day `day` of the history. */
  private visitOf(day: number): Date {
    const midnight = Math.floor(this.deps.startsAt.getTime() / DAY) * DAY;
    return new Date(midnight + day * DAY + VISIT_HOUR_MS);
  }

  /** The visit times of days `from` to `to`, each. */
  private visits(from: number, to: number): Date[] {
    return Array.from({ length: to - from + 1 }, (_, index) => this.visitOf(from + index));
  }

  /** The day of the history an instant falls on. */
  private dayOf(instant: Date): number {
    return Math.round((instant.getTime() - this.visitOf(0).getTime()) / DAY);
  }

  /** A visit on a day of the history: the customer reads what they were told since the last. */
  private async visit(day: number): Promise<void> {
    await this.deps.walk.to(this.visitOf(day));
    const all = { all: true };
    await this.deps.client.call('ut', 'POST', '/customers/notifications/read', all, z.unknown());
  }

  private async etransfer(cents: bigint): Promise<void> {
    await etransferDeposit(this.deps.client, cents);
    this.deps.walk.expect('rails');
  }

  private async buy(asset: 'BTC' | 'ETH', cents: bigint) {
    await this.deps.walk.priced();
    const bought = await trade(this.deps.client, `${asset}-CAD`, 'buy', cents);
    this.deps.walk.expect('settlements');
    this.pools[asset].units += bought.receive_amount;
    this.pools[asset].cents += bought.deliver_amount;
    return bought;
  }

  private async sell(asset: 'BTC' | 'ETH', units: bigint): Promise<Sale> {
    const pool = this.pools[asset];
    const heldBefore = await available(this.deps.client, asset);
    const costBefore = pool.cents;
    await this.deps.walk.priced();
    const sold = await trade(this.deps.client, `${asset}-CAD`, 'sell', units);
    this.deps.walk.expect('settlements');
    pool.cents -= (pool.cents * units) / pool.units;
    pool.units -= units;
    return { guid: sold.guid, units, proceeds: sold.receive_amount, heldBefore, costBefore };
  }

  /** Units moved in from another exchange, credited once the chain confirms them. */
  private async moveIn(asset: 'BTC' | 'ETH', units: bigint): Promise<string> {
    await this.deps.walk.priced();
    const guid = await cryptoDeposit(this.deps.client, asset, units);
    this.deps.walk.expect('chain');
    this.arriving.push({ asset, guid, units });
    return guid;
  }

  /** The units moved in join the pools at what the tax centre says they were worth on arrival. */
  private async countArrivals(): Promise<void> {
    const url = '/customers/tax/transfers-in';
    const schema = dataOf(transfersInSchema);
    const listed = await this.deps.client.call('ut', 'GET', url, undefined, schema);
    for (const { asset, guid, units } of this.arriving.splice(0)) {
      const value = listed.data.find((row) => row.guid === guid)?.market_value_cents;
      if (value == null) throw new Error(`no market value for transfer ${guid}`);
      this.arrivals.set(guid, BigInt(value));
      this.pools[asset].units += units;
      this.pools[asset].cents += BigInt(value);
    }
  }

  private arrivalOf(guid: string): bigint {
    const value = this.arrivals.get(guid);
    if (value === undefined) throw new Error(`transfer ${guid} was not counted`);
    return value;
  }

  /** The market's mid price now as a percentage of what the customer's units cost on average. */
  private percentOfCost(asset: 'BTC' | 'ETH'): bigint {
    const { units, cents } = this.pools[asset];
    const unit = 10n ** BigInt(assets[asset].decimals);
    return (this.deps.walk.midCents(asset) * units * 100n) / (cents * unit);
  }
}

interface Sale {
  guid: string;
  units: bigint;
  proceeds: bigint;
  /** The units held, and what the pool had cost, just before the sale. */
  heldBefore: bigint;
  costBefore: bigint;
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;
