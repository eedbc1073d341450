import { z } from 'zod';
import { ConfigError, checkInfraEnv, infraVariables } from './infra/config.js';
import { infraSettings } from './infra/config-settings.js';
import type { InfraConfig } from './infra/config-types.js';
import { bankingSettings, bankingVariables } from './modules/banking/banking.config.js';
import { chainSettings, chainVariables } from './modules/chain/chain.config.js';
import { checkCryptoEnv, cryptoSettings, cryptoVariables } from './modules/crypto/crypto.config.js';
import { fundingSettings, fundingVariables } from './modules/funding/funding.config.js';
import {
  checkIdentityEnv,
  type IdentityConfig,
  identitySettings,
  identityVariables,
} from './modules/identity/identity.config.js';
import { checkKycEnv, kycSettings, kycVariables } from './modules/kyc/kyc.config.js';
import { limitsSettings, limitsVariables } from './modules/limits/limits.config.js';
import { checkMarketEnv, marketSettings, marketVariables } from './modules/market/market.config.js';
import {
  checkNotificationsEnv,
  notificationsSettings,
  notificationsVariables,
} from './modules/notifications/notifications.config.js';
import {
  checkRecurringEnv,
  recurringSettings,
  recurringVariables,
} from './modules/recurring/recurring.config.js';
import { staffSettings, staffVariables } from './modules/staff/staff.config.js';
import { tradingSettings, tradingVariables } from './modules/trading/trading.config.js';
import {
  checkWalletsEnv,
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
    ...recurringVariables,
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
    checkRecurringEnv(env, problem);
  });

/** Every variable the server reads, for the README's configuration table to list. */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

/** The whole configuration: infra's and identity's settings, and each other module's by name. */
export type Config = InfraConfig &
  IdentityConfig &
  ReturnType<typeof kycSettings> &
  ReturnType<typeof notificationsSettings> &
  ReturnType<typeof tradingSettings> &
  ReturnType<typeof limitsSettings> &
  ReturnType<typeof bankingSettings> &
  ReturnType<typeof fundingSettings> &
  ReturnType<typeof cryptoSettings> &
  ReturnType<typeof walletsSettings> &
  ReturnType<typeof chainSettings> &
  ReturnType<typeof marketSettings> &
  ReturnType<typeof staffSettings> &
  ReturnType<typeof recurringSettings>;

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
    ...recurringSettings(env),
  };
}

export { ConfigError };
