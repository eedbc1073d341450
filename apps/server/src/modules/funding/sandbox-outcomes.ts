import type { TransferFailureCode } from '@maple/contracts';
import type { FundingSide, Rail } from './funding.tables.js';

/**
 * What the sandbox rails do with a transfer (README, "Sandbox rails"): every transfer completes,
 * unless its amount is a magic one or configuration says otherwise for all of them.
 * - CAD 13.13: fails (a deposit `non_sufficient_funds`, a withdrawal `invalid_destination`);
 * - CAD 66.66: an EFT deposit completes, then is returned (code 901, NSF) after crediting.
 */
export const MAGIC_FAILURE_CENTS = 13_13n;
export const MAGIC_RETURN_CENTS = 66_66n;

export interface PlannedOutcome {
  outcome: 'complete' | 'fail' | 'return';
  failure: TransferFailureCode | null;
}

export function plannedOutcomeOf(
  transfer: { side: FundingSide; rail: Rail; amount: bigint },
  configured: 'complete' | 'fail' | 'return',
): PlannedOutcome {
  const returnable = transfer.side === 'deposit' && transfer.rail === 'eft';
  const failure: TransferFailureCode =
    transfer.side === 'deposit' ? 'non_sufficient_funds' : 'invalid_destination';
  if (transfer.amount === MAGIC_FAILURE_CENTS || configured === 'fail') {
    return { outcome: 'fail', failure };
  }
  if (returnable && (transfer.amount === MAGIC_RETURN_CENTS || configured === 'return')) {
    return { outcome: 'return', failure: null };
  }
  return { outcome: 'complete', failure: null };
}

/** Payments Canada's return reason for "non-sufficient funds". */
export const NSF_RETURN_CODE = '901';
