import type { PriceAlertCondition, PriceAlertState, PriceAlertWindow } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { ColumnType } from 'kysely';
import type { NullableTimestamp } from '../../infra/db/columns.js';

/**
 * A customer's price alert (ADR 79). `level` is CAD per whole unit at 8 decimals, as the market
 * keeps prices; `move_bps` a share in basis points over `move_window`.
 */
export interface PriceAlertsTable {
  guid: string;
  user_id: string;
  asset: CryptoAssetCode;
  condition: PriceAlertCondition;
  level: bigint | null;
  move_bps: number | null;
  move_window: PriceAlertWindow | null;
  repeats: boolean;
  cooldown_seconds: number;
  expires_at: Date | null;
  state: PriceAlertState;
  created_at: Date;
  ended_at: NullableTimestamp;
  last_triggered_at: NullableTimestamp;
  times_triggered: ColumnType<number, number | undefined, number>;
}

// The table this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    price_alerts: PriceAlertsTable;
  }
}
