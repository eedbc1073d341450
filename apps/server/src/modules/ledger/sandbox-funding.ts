import type { AssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { LedgerService, PostOutcome } from './ledger.service.js';
import type { PlatformAccounts } from './platform-accounts.js';

export interface SandboxFunding {
  ledgerAccountId: bigint;
  asset: AssetCode;
  amount: bigint;
  /** The same key funds once (the demo account is funded on every start, once). */
  idempotencyKey: string;
}

/**
 * Credits a customer account from the sandbox funding account: money that, in the sandbox,
 * comes from outside the platform. Never offered in production.
 */
export function fundFromSandbox(
  ledger: LedgerService,
  trx: Kysely<Schema>,
  platform: PlatformAccounts,
  funding: SandboxFunding,
): Promise<PostOutcome> {
  const { ledgerAccountId, asset, amount, idempotencyKey } = funding;
  if (amount <= 0n) throw new RangeError('sandbox funding credits a positive amount');
  return ledger.post(trx, {
    kind: 'sandbox_funding',
    idempotencyKey,
    reference: idempotencyKey,
    postings: [
      { accountId: platform[asset].funding, asset, amount: -amount },
      { accountId: ledgerAccountId, asset, amount },
    ],
  });
}
