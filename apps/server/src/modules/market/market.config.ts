import { z } from 'zod';
import type { EnvOf, MarketConfig, ReportProblem } from '../../infra/config-types.js';

/** The market's fragment of the environment: where prices come from (ADR 46). */

export const marketVariables = {
  MARKET_DATA: z.enum(['simulated', 'coingecko']).default('simulated'),
  MARKET_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(20_261_122),
  COINGECKO_API_KEY: z.string().min(8).max(200).optional(),
  COINGECKO_PLAN: z.enum(['demo', 'pro']).default('demo'),
  COINGECKO_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
};

type MarketEnv = EnvOf<typeof marketVariables>;

export function checkMarketEnv(env: MarketEnv, problem: ReportProblem): void {
  if (env.MARKET_DATA === 'coingecko' && env.COINGECKO_API_KEY === undefined) {
    problem('COINGECKO_API_KEY', 'must be set when MARKET_DATA is coingecko');
  }
}

export function marketSettings(env: MarketEnv): { market: MarketConfig } {
  return {
    market:
      env.MARKET_DATA === 'coingecko' && env.COINGECKO_API_KEY !== undefined
        ? {
            source: 'coingecko',
            apiKey: env.COINGECKO_API_KEY,
            plan: env.COINGECKO_PLAN,
            baseUrl: env.COINGECKO_BASE_URL,
          }
        : { source: 'simulated', seed: env.MARKET_SEED },
  };
}
