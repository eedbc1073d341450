import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { InvestorProfile } from './limit-rules.js';

export type { InvestorProfile } from './limit-rules.js';

/**
 * Where the limits read what identity verification learned of each customer (investor
 * category, province, enhanced due diligence). The limits module declares it; the module that
 * owns the answers implements it and `services.ts` injects it. A customer missing from the
 * answer has no profile, which the limits read as the strictest case.
 */
export interface InvestorProfiles {
  profilesOf(
    db: Kysely<Schema>,
    customerGuids: readonly string[],
  ): Promise<Map<string, InvestorProfile>>;
}
