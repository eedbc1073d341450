import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { secondsUnlessSet } from '../../infra/config-fields.js';
import type { EnvOf, ReportProblem } from '../../infra/config-types.js';
import { fundingTimingsOf } from '../../infra/funding-timings.js';

/** Wallets' fragment of the environment: the keys deposit addresses derive from (ADR 21, ADR 46). */

/**
 * The development key set: the account keys of BIP39's published test mnemonic "abandon" ×11
 * "about" at m/84'/0'/0' (BTC), m/84'/2'/0' (LTC), m/44'/145'/0' (BCH), m/44'/60'/0' (ETH, USDC)
 * and m/44'/144'/0' (XRP). Anyone can spend what reaches them, so production refuses them.
 */
export const developmentWalletKeys = {
  BTC: 'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V',
  LTC: 'xpub6CjGURuDpczf6uNrCCwfhVizn5J3hsWcvZ2m6GAdmAjZnoWJPrx6TFPjGSftc2o5fvox6ubQjSXmjjaHZjwYMH7SGFpHHb9Jg24zBf66mbE',
  BCH: 'xpub6ByHsPNSQXTWZ7PLESMY2FufyYWtLXagSUpMQq7Un96SiThZH2iJB1X7pwviH1WtKVeDP6K8d6xxFzzoaFzF3s8BKCZx8oEDdDkNnp4owAZ',
  EVM: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  XRP: 'xpub6CFKyZTfzj3cyeRLUDKwQQ5s1tqTTdVgywKMVkrB2i1taGFbhazkxDzWVsfBHZpv7rg6qpDBGYR5oA8iazEfa44CdQkkknPFHJ7YCzncCS9',
} as const;

/** The sample deny list of wallet addresses (fictional entries, OFAC SDN.CSV format). */
const sampleWalletDenyList = fileURLToPath(
  new URL('../../../data/sanctions/sdn-addresses-sample.csv', import.meta.url),
);

const extendedPublicKey = z
  .string()
  .regex(
    /^(xpub|tpub)[1-9A-HJ-NP-Za-km-z]{107,108}$/,
    'must be an xpub or tpub extended public key',
  );

export const walletsVariables = {
  WALLET_NETWORK: z.enum(['testnet', 'mainnet']).optional(),
  WALLET_XPUB_BTC: extendedPublicKey.default(developmentWalletKeys.BTC),
  WALLET_XPUB_LTC: extendedPublicKey.default(developmentWalletKeys.LTC),
  WALLET_XPUB_BCH: extendedPublicKey.default(developmentWalletKeys.BCH),
  WALLET_XPUB_ETH: extendedPublicKey.default(developmentWalletKeys.EVM),
  WALLET_XPUB_XRP: extendedPublicKey.default(developmentWalletKeys.XRP),
  WALLET_DENY_LIST_PATH: z.string().min(1).default(sampleWalletDenyList),
  EXTERNAL_WALLET_COOLDOWN_SECONDS: secondsUnlessSet(0, 2_592_000),
};

type WalletsEnv = EnvOf<typeof walletsVariables>;

export interface WalletsConfig {
  /** The chains' network: the test networks in the sandbox, the main networks in production. */
  network: 'testnet' | 'mainnet';
  /** Watch-only account-level extended public keys per address family (ADR 21). */
  extendedKeys: Record<'BTC' | 'LTC' | 'BCH' | 'EVM' | 'XRP', string>;
  /** An OFAC SDN.CSV-format file whose digital currency addresses are refused. */
  denyListPath: string;
  /**
   * How long after it was added a wallet receives withdrawals
   * (docs/product/bank-accounts-and-wallets.md).
   */
  cooldownSeconds: number;
}

const extendedKeysOf = (env: WalletsEnv): WalletsConfig['extendedKeys'] => ({
  BTC: env.WALLET_XPUB_BTC,
  LTC: env.WALLET_XPUB_LTC,
  BCH: env.WALLET_XPUB_BCH,
  EVM: env.WALLET_XPUB_ETH,
  XRP: env.WALLET_XPUB_XRP,
});

/** The development keys are public: whatever reached their addresses anyone could take. */
export function checkWalletsEnv(env: WalletsEnv, problem: ReportProblem): void {
  if (env.NODE_ENV !== 'production') return;
  const keys = extendedKeysOf(env);
  for (const [family, variable] of [
    ['BTC', 'WALLET_XPUB_BTC'],
    ['LTC', 'WALLET_XPUB_LTC'],
    ['BCH', 'WALLET_XPUB_BCH'],
    ['EVM', 'WALLET_XPUB_ETH'],
    ['XRP', 'WALLET_XPUB_XRP'],
  ] as const) {
    if (keys[family] === developmentWalletKeys[family]) {
      problem(variable, 'must be set in production');
    }
  }
}

export function walletsSettings(env: WalletsEnv): { wallets: WalletsConfig } {
  return {
    wallets: {
      network: env.WALLET_NETWORK ?? (env.NODE_ENV === 'production' ? 'mainnet' : 'testnet'),
      extendedKeys: extendedKeysOf(env),
      denyListPath: env.WALLET_DENY_LIST_PATH,
      cooldownSeconds:
        env.EXTERNAL_WALLET_COOLDOWN_SECONDS ??
        fundingTimingsOf(env.NODE_ENV).walletCooldownSeconds,
    },
  };
}
