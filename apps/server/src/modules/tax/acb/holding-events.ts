/**
 * What the adjusted cost base engine reads: one customer's history of one asset, each event
 * with its quantity in the asset's minor units and its CAD figures in cents (bigint, never a
 * float: docs/design/money-and-the-ledger.md).
 */

/** Units that came in: a purchase, or a transfer in valued at a stated cost or at market. */
export interface Acquisition {
  kind: 'acquisition';
  /** The trade or transfer it came from, carried to every figure it affects. */
  ref: string;
  at: Date;
  quantity: bigint;
  /** What was paid for the units, in CAD cents, before fees. */
  consideration: bigint;
  /** Costs of acquiring them (the trade's fee), in CAD cents; they join the cost base. */
  fee: bigint;
  /**
   * The cost is the market value on arrival, not what the customer paid: every figure it
   * reaches says so.
   */
  estimated: boolean;
}

/** Units that left the customer's hands: a sale, or a withdrawal to someone else's wallet. */
export interface Disposition {
  kind: 'disposition';
  ref: string;
  at: Date;
  quantity: bigint;
  /** Proceeds of disposition, in CAD cents. */
  proceeds: bigint;
  /** Outlays and expenses of disposing (the trade's fee, a network fee), in CAD cents. */
  outlays: bigint;
}

/**
 * Units moved to the customer's own wallet: no disposition, so no gain; they leave the
 * platform's pool with their share of its cost, and the platform no longer sees them.
 */
export interface TransferOut {
  kind: 'transfer_out';
  ref: string;
  at: Date;
  quantity: bigint;
}

export type HoldingEvent = Acquisition | Disposition | TransferOut;

/** A disposition as Schedule 3 reports it. */
export interface DispositionResult {
  ref: string;
  at: Date;
  /** The Toronto calendar day of the disposition, `YYYY-MM-DD`. */
  day: string;
  quantity: bigint;
  proceeds: bigint;
  outlays: bigint;
  /** The adjusted cost base of the units disposed of, in CAD cents. */
  cost: bigint;
  /** proceeds − outlays − cost + deniedLoss: the gain (or loss, negative) to report. */
  gain: bigint;
  /** The part of the loss the superficial-loss rule denies (0 or more), in CAD cents. */
  deniedLoss: bigint;
  /**
   * The 30 days after the disposition have not all passed: a purchase still to come could
   * deny (more of) the loss.
   */
  provisional: boolean;
  /** The cost includes a market value that stood in for an unknown cost. */
  estimated: boolean;
}

/** Units moved to the customer's own wallet, with the cost they took along. */
export interface TransferOutResult {
  ref: string;
  at: Date;
  quantity: bigint;
  cost: bigint;
}

export interface AdjustedCostBase {
  dispositions: DispositionResult[];
  transfersOut: TransferOutResult[];
  /** Units still held on the platform, and their adjusted cost base in CAD cents. */
  quantity: bigint;
  cost: bigint;
  /** The remaining cost includes a market value that stood in for an unknown cost. */
  estimated: boolean;
}
