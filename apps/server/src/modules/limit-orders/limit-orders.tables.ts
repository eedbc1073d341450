import type { LimitOrderFailure, LimitOrderState } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { NullableTimestamp } from '../../infra/db/columns.js';

/**
 * A customer's price-triggered order (ADR 82). `amount` is in base units of what it gives (CAD
 * cents for a buy, the asset's for a sale); `limit_price` CAD per whole unit at 8 decimals; the
 * hold on what it gives is `limit-order:<guid>:<attempt>` while it is open.
 */
export interface LimitOrdersTable {
  guid: string;
  customer_guid: string;
  side: 'buy' | 'sell';
  asset: CryptoAssetCode;
  amount: bigint;
  limit_price: bigint;
  state: LimitOrderState;
  attempt: number;
  expires_at: Date;
  created_at: Date;
  triggered_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  trade_guid: string | null;
  failure_reason: LimitOrderFailure | null;
}

// The table this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    limit_orders: LimitOrdersTable;
  }
}
