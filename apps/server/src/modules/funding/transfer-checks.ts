import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { UsableBankAccount } from '../banking/bank-account-directory.js';
import type { ReadConfirmation } from '../customers/email-otp.service.js';
import type { IdentityUser } from '../identity/identity.service.js';
import type { LimitProfiles } from '../limits/limits.service.js';
import { owingAfterReturn } from './funding-books.repo.js';
import type { FundingContext } from './funding-context.js';
import { type FundingQuote, findFundingQuotes } from './funding-quotes.repo.js';
import { holdersWithSecondFactors } from './withdrawal-rules.js';

/** What a customer asks for in `POST /api/transfers`. */
export interface TransferRequest {
  customerGuid: string;
  quoteGuid: string;
  rail: 'eft' | 'etransfer';
  bankAccountGuid?: string | undefined;
  confirmationToken?: string | undefined;
  /** The bank client whose token asked for it, attesting its customer's approval (ADR 61). */
  attestedBy?: string | undefined;
  etransfer?: { question: string; answer: string } | undefined;
}

/**
 * What a batch of transfer requests is checked against, read before its transaction. None of it
 * is locked by the checks (the quotes are claimed, the limits and funds locked, inside the
 * transaction), and under READ COMMITTED a statement sees what was committed when it began,
 * inside a transaction or not, so the reads run side by side on the pool instead of one after
 * another on the transaction's connection (ADR 49).
 */
export interface TransferChecks {
  /** The holders of the customers who are verified, by customer guid. */
  holders: ReadonlyMap<string, IdentityUser>;
  /** Which of those holders (user ids) enrolled a second factor, which withdrawals need. */
  enrolled: ReadonlySet<string>;
  /** The requests' quotes that are their customers' own, by quote guid. */
  quotes: ReadonlyMap<string, FundingQuote>;
  /** Customers who owe a returned deposit. */
  owing: ReadonlySet<string>;
  /** Customers whose withdrawals are locked, and which. */
  locks: ReadonlyMap<string, 'reported' | 'all'>;
  /** The EFT requests' bank accounts that are their customers' and usable, by `bankKey`. */
  banks: ReadonlyMap<string, UsableBankAccount>;
  /** The confirmation tokens, read (their signatures checked), by token. */
  confirmations: ReadonlyMap<string, ReadConfirmation>;
  /** The customers' investor profiles, which the limits are checked with. */
  profiles: LimitProfiles;
}

export const bankKey = (request: TransferRequest) =>
  `${request.customerGuid}:${request.bankAccountGuid ?? ''}`;

/**
 * Reads a batch's checks side by side: seven statements (an eighth for holders not seen yet) and
 * its confirmation tokens.
 */
export async function readTransferChecks(
  ctx: FundingContext,
  db: Kysely<Schema>,
  requests: readonly TransferRequest[],
): Promise<TransferChecks> {
  const customers = [...new Set(requests.map((request) => request.customerGuid))];
  const eft = requests.filter((request) => request.rail === 'eft');
  const tokens = [...new Set(requests.flatMap((request) => request.confirmationToken ?? []))];
  const [{ holders, enrolled }, quotes, owing, locks, banks, profiles, confirmations] =
    await Promise.all([
      holdersWithSecondFactors(ctx, db, ctx.customers.verifiedHoldersOf(db, customers)),
      findFundingQuotes(db, requests),
      owingAfterReturn(db, customers),
      ctx.wallets.withdrawalLocks(db, customers),
      ctx.bankAccounts.usableAccounts(
        db,
        eft.map((request) => ({
          customerGuid: request.customerGuid,
          bankAccountGuid: request.bankAccountGuid ?? '',
        })),
      ),
      ctx.limits.profilesOf(db, customers),
      Promise.all(
        tokens.map(async (token) => [token, await ctx.otp.readConfirmation(token)] as const),
      ),
    ]);
  return {
    holders,
    enrolled,
    quotes,
    owing,
    locks,
    banks: new Map(
      eft.flatMap((request, at) => {
        const bank = banks[at];
        return bank === undefined ? [] : [[bankKey(request), bank] as const];
      }),
    ),
    confirmations: new Map(confirmations),
    profiles,
  };
}
