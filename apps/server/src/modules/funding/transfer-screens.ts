import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { UsableBankAccount } from '../banking/bank-account-directory.js';
import type { FundingQuote } from './funding-quotes.repo.js';
import { bankKey, type TransferChecks, type TransferRequest } from './transfer-checks.js';
import { unverifiedRefusal } from './withdrawal-rules.js';

/**
 * The checks of a batch of CAD transfer requests that need no write (`TransferCreation`): each
 * request's outcome so far, a refusal or the candidate it goes on as.
 */

export /** A request that passed the checks read so far. */
interface Candidate {
  request: TransferRequest;
  quote: FundingQuote;
  guid: string;
  bank: UsableBankAccount | undefined;
  /** Whether its confirmation was spent: a refusal after that must roll it back. */
  spent: boolean;
  /** A withdrawal asked for without an approval: stored `holding` until the customer gives one. */
  awaitsApproval: boolean;
}

export type Outcomes = Map<TransferRequest, AppError | Candidate>;

/** The verified customer's own quote, unused and unexpired, of a kind that needs a request. */
export function screen(
  requests: readonly TransferRequest[],
  { holders, quotes }: TransferChecks,
  now: Date,
  outcomes: Outcomes,
): void {
  for (const request of requests) {
    const quote = quotes.get(request.quoteGuid);
    const refusal = !holders.has(request.customerGuid)
      ? unverifiedRefusal()
      : quote === undefined
        ? new AppError('no_quote', 'Quote not found')
        : quote.transferGuid !== null
          ? new AppError('quote_already_exists', 'A transfer already exists for this quote')
          : quote.expiresAt <= now
            ? new AppError('quote_expired', 'The quote has expired; ask for a new one')
            : quote.side === 'deposit' && request.rail === 'etransfer'
              ? new AppError(
                  'unprocessable_entity',
                  'An e-Transfer deposit needs no request: send it to the deposit address with your reference code',
                )
              : undefined;
    if (refusal !== undefined || quote === undefined) {
      outcomes.set(request, refusal ?? new AppError('no_quote', 'Quote not found'));
    } else {
      outcomes.set(request, {
        request,
        quote,
        guid: newGuid(),
        bank: undefined,
        spent: false,
        awaitsApproval: false,
      });
    }
  }
}

/** The customer's linked bank account for an EFT: theirs, verified, and old enough to receive. */
export function checkBanks(
  requests: readonly TransferRequest[],
  checks: TransferChecks,
  now: Date,
  outcomes: Outcomes,
): void {
  const eft = requests.flatMap((request) => {
    const candidate = outcomes.get(request);
    return candidate === undefined || candidate instanceof AppError || request.rail !== 'eft'
      ? []
      : [candidate];
  });
  for (const candidate of eft) {
    const bank = checks.banks.get(bankKey(candidate.request));
    const refusal =
      bank === undefined
        ? new AppError('invalid_external_bank_account', 'External bank account not found')
        : bank.state === 'completed' && candidate.quote.side === 'withdrawal' && bank.usableAt > now
          ? new AppError(
              'withdrawals_held',
              `A newly linked bank account receives withdrawals from ${bank.usableAt.toISOString()}.`,
            )
          : undefined;
    if (refusal === undefined) candidate.bank = bank;
    else refuse(outcomes, candidate, refusal);
  }
}

export /**
 * Refuses a request. One that has written already (its confirmation spent) throws the refusal:
 * the transaction rolls back, and a batch of several runs again one by one, so the refusal is
 * answered to that request alone (docs/decisions/0010).
 */
function refuse(outcomes: Outcomes, candidate: Candidate, refusal: AppError): void {
  if (candidate.spent) throw refusal;
  outcomes.set(candidate.request, refusal);
}
