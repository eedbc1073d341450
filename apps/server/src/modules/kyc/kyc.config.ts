import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { EnvOf, ReportProblem } from '../../infra/config-types.js';

/** Identity verification's fragment of the environment (docs/decisions/0016, ADR 46). */

/** Public, so production refuses it (as infra's development secrets). */
const developmentBlindIndexKey = 'development-only-kyc-blind-index-key-not-for-production';

/** The sample sanctions list (fictional people, OFAC SDN.CSV format) shipped with the server. */
const sampleSanctionsList = fileURLToPath(
  new URL('../../../data/sanctions/sdn-sample.csv', import.meta.url),
);

export const kycVariables = {
  KYC_BLIND_INDEX_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default(developmentBlindIndexKey),
  SANCTIONS_LIST_PATH: z.string().min(1).default(sampleSanctionsList),
};

type KycEnv = EnvOf<typeof kycVariables>;

/** Identity verification (docs/decisions/0016). */
export interface KycConfig {
  /** Keys the HMAC-SHA256 blind index of SINs (duplicate detection without the SIN). */
  blindIndexKey: string;
  /** An OFAC SDN.CSV-format file of sanctioned people, loaded at start-up. */
  sanctionsListPath: string;
  /** Whether Cybrid's sandbox `expected_behaviours` are honoured (never in production). */
  sandboxBehaviours: boolean;
}

export function checkKycEnv(env: KycEnv, problem: ReportProblem): void {
  if (env.NODE_ENV === 'production' && env.KYC_BLIND_INDEX_KEY === developmentBlindIndexKey) {
    problem('KYC_BLIND_INDEX_KEY', 'must be set in production');
  }
}

export function kycSettings(env: KycEnv): { kyc: KycConfig } {
  return {
    kyc: {
      blindIndexKey: env.KYC_BLIND_INDEX_KEY,
      sanctionsListPath: env.SANCTIONS_LIST_PATH,
      sandboxBehaviours: env.NODE_ENV !== 'production',
    },
  };
}
