import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** A bank account as an aggregator (Plaid, Flinks, the sandbox) describes it once linked. */
export interface AggregatedAccount {
  aggregatorAccountId: string;
  institutionNumber: string;
  transitNumber: string;
  accountNumber: string;
  type: 'chequing' | 'savings';
  /** The name the bank holds the account in. */
  holderName: string;
}

export interface PublicTokenExchange {
  customerGuid: string;
  publicToken: string;
  accountId: string;
  /** Who the customer is, for a sandbox that makes its accounts in the customer's name. */
  customerName: string;
}

/**
 * The bank-account aggregator behind `plaid` workflows and accounts (ADR 19): it makes link
 * tokens and turns the public token its screen hands back into the account chosen. The built-in
 * sandbox is one (BANK_AGGREGATOR=sandbox); a real provider replaces it by configuration.
 */
export interface BankAggregator {
  /** Cybrid's `environment` of the accounts it links. */
  readonly environment: 'sandbox' | 'production';
  newLinkToken(now: Date): { token: string; expiresAt: Date };
  /** Once per public token; an unknown, spent or expired token is refused with a 4xx. */
  exchange(
    trx: Kysely<Schema>,
    request: PublicTokenExchange,
    now: Date,
  ): Promise<AggregatedAccount>;
}
