import { z } from 'zod';
import type { EnvOf } from '../../infra/config-types.js';

/** Trading's fragment of the environment: prices and timings (ADR 46). */

export const tradingVariables = {
  TRADING_SPREAD_BPS: z.coerce.number().int().min(0).max(1_000).default(75),
  STABLECOIN_SPREAD_BPS: z.coerce.number().int().min(0).max(1_000).default(25),
  TRADE_FEE_CENTS: z.coerce.number().int().min(0).max(100_000).default(0),
  MIN_TRADE_CENTS: z.coerce.number().int().min(1).max(100_000_000).default(500),
  QUOTE_TTL_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  SETTLEMENT_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
};

/** Prices and timings of trading (docs/product/pricing.md and docs/product/lifecycles.md). */
export interface TradingConfig {
  /** Per side, in basis points of the mid price; USDC has its own. */
  spreadBps: number;
  stablecoinSpreadBps: number;
  feeCents: bigint;
  minTradeCents: bigint;
  quoteTtlSeconds: number;
  settlementDelaySeconds: number;
}

export function tradingSettings(env: EnvOf<typeof tradingVariables>): { trading: TradingConfig } {
  return {
    trading: {
      spreadBps: env.TRADING_SPREAD_BPS,
      stablecoinSpreadBps: env.STABLECOIN_SPREAD_BPS,
      feeCents: BigInt(env.TRADE_FEE_CENTS),
      minTradeCents: BigInt(env.MIN_TRADE_CENTS),
      quoteTtlSeconds: env.QUOTE_TTL_SECONDS,
      settlementDelaySeconds: env.SETTLEMENT_DELAY_SECONDS,
    },
  };
}
