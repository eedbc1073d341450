import { z } from 'zod';
import { ConfigError, checkInfraEnv, infraVariables } from './infra/config.js';
import { infraSettings } from './infra/config-settings.js';
import type { InfraConfig, MarketConfig } from './infra/config-types.js';
import {
  type BankingConfig,
  bankingSettings,
  bankingVariables,
} from './modules/banking/banking.config.js';
import { type ChainConfig, chainSettings, chainVariables } from './modules/chain/chain.config.js';
import {
  type CryptoConfig,
  checkCryptoEnv,
  cryptoSettings,
  cryptoVariables,
} from './modules/crypto/crypto.config.js';
import {
  type FundingConfig,
  fundingSettings,
  fundingVariables,
} from './modules/funding/funding.config.js';
import {
  checkIdentityEnv,
  type IdentityConfig,
  identitySettings,
  identityVariables,
} from './modules/identity/identity.config.js';
import {
  checkKycEnv,
  type KycConfig,
  kycSettings,
  kycVariables,
} from './modules/kyc/kyc.config.js';
import {
  type LimitsConfig,
  limitsSettings,
  limitsVariables,
} from './modules/limits/limits.config.js';
import { checkMarketEnv, marketSettings, marketVariables } from './modules/market/market.config.js';
import {
  checkNotificationsEnv,
  type MailConfig,
  notificationsSettings,
  notificationsVariables,
  type PushConfig,
} from './modules/notifications/notifications.config.js';
import { type StaffConfig, staffSettings, staffVariables } from './modules/staff/staff.config.js';
import {
  type TradingConfig,
  tradingSettings,
  tradingVariables,
} from './modules/trading/trading.config.js';
import {
  checkWalletsEnv,
  type WalletsConfig,
  walletsSettings,
  walletsVariables,
} from './modules/wallets/wallets.config.js';

/**
 * The whole configuration: infra's fragment and each module's, joined into one environment
 * schema (ADR 46). A module with settings adds its variables, its check if it has one and its
 * settings here, one line each.
 */

/**
 * Every setting the server reads from the environment, parsed once at start-up. A missing or
 * malformed variable stops start-up with the whole list of what is wrong.
 */
const envSchema = z
  .object({
    ...infraVariables,
    ...identityVariables,
    ...kycVariables,
    ...notificationsVariables,
    ...tradingVariables,
    ...limitsVariables,
    ...bankingVariables,
    ...fundingVariables,
    ...cryptoVariables,
    ...walletsVariables,
    ...chainVariables,
    ...marketVariables,
    ...staffVariables,
  })
  .superRefine((env, ctx) => {
    const problem = (variable: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [variable], message });
    checkCryptoEnv(env, problem);
    checkMarketEnv(env, problem);
    checkInfraEnv(env, problem);
    checkIdentityEnv(env, problem);
    checkKycEnv(env, problem);
    checkWalletsEnv(env, problem);
    checkNotificationsEnv(env, problem);
  });

/** Every variable the server reads, for the README's configuration table to list. */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

export interface Config extends InfraConfig, IdentityConfig {
  kyc: KycConfig;
  mail: MailConfig;
  /** Web push: the application server keys and the push services it posts to (ADR 63). */
  push: PushConfig;
  /** Prices and timings of trading (docs/product/pricing.md and docs/product/lifecycles.md). */
  trading: TradingConfig;
  /** Where prices come from: the seeded simulation (default, offline) or CoinGecko. */
  market: MarketConfig;
  /** Funding, crypto withdrawal and investment limits (docs/product/limits.md). */
  limits: LimitsConfig;
  /** CAD deposits and withdrawals and their sandbox rails (docs/product/lifecycles.md). */
  funding: FundingConfig;
  /** Crypto transfers' fees and staff reviews (docs/product/bank-accounts-and-wallets.md). */
  crypto: CryptoConfig;
  /** Linked bank accounts (docs/product/bank-accounts-and-wallets.md, ADR 19). */
  banking: BankingConfig;
  wallets: WalletsConfig;
  /** The chains crypto transfers travel on (ADR 23). */
  chain: ChainConfig;
  /** What staff may enter by hand (ADR 39). */
  staff: StaffConfig;
}

export function loadConfig(source: Record<string, string | undefined>): Config {
  // An empty variable means "not set", as in most deployment tools.
  const defined = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) throw ConfigError.of(parsed.error.issues, source);
  const env = parsed.data;
  return {
    ...infraSettings(env),
    ...identitySettings(env),
    ...kycSettings(env),
    ...notificationsSettings(env),
    ...tradingSettings(env),
    ...limitsSettings(env),
    ...bankingSettings(env),
    ...fundingSettings(env),
    ...cryptoSettings(env),
    ...walletsSettings(env),
    ...chainSettings(env),
    ...marketSettings(env),
    ...staffSettings(env),
  };
}

export { ConfigError };
