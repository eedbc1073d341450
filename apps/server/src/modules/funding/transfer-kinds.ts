import type { cryptoTransferQuoteSchema, postCryptoTransferQuoteSchema } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Answer, Replay } from '../../infra/api-kit/idempotency.js';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import type { CryptoQuote } from './crypto-quotes.repo.js';
import type { Transfer } from './transfer-row.js';

/**
 * The transfers `/api/transfers` takes besides CAD ones: crypto withdrawals (ADR 23). The
 * transfer service dispatches them to the kind attached to it (`TransferService.attachCrypto`),
 * so the shared core names what it asks of crypto transfers, not their code.
 */

/** Whose wallet a crypto withdrawal goes to, as the customer answered (the travel rule). */
export interface TravelRuleAnswer {
  party: 'own' | 'third_party';
  name?: string | undefined;
  address?: string | undefined;
}

/** What a customer asks for in `POST /api/transfers` with `transfer_type: crypto`. */
export interface CryptoWithdrawalRequest {
  transferType: 'crypto';
  customerGuid: string;
  quoteGuid: string;
  walletGuid: string;
  /** The customer's approval; without it the withdrawal waits `holding` for one (ADR 58). */
  confirmationToken: string | undefined;
  /** The bank client whose token asked for it, attesting its customer's approval (ADR 61). */
  attestedBy?: string | undefined;
  travelRule?: TravelRuleAnswer | undefined;
}

/** How crypto transfers are created and cancelled, in the caller's transaction. */
export interface CryptoTransferKind {
  /** A transfer or a refusal for each request, in order. */
  createAll(
    trx: Kysely<Schema>,
    requests: readonly CryptoWithdrawalRequest[],
  ): Promise<ItemOutcome<Transfer>[]>;
  /** Cancels the locked crypto transfer, or refuses to. */
  cancel(trx: Kysely<Schema>, transfer: Transfer): Promise<Transfer>;
  /** Sends on the locked `holding` withdrawal its customer approved (ADR 58). */
  approved(trx: Kysely<Schema>, transfer: Transfer): Promise<Transfer>;
}

/**
 * `POST /api/quotes` for `product_type: crypto_transfer`, and a crypto quote as `/api/quotes`
 * answers it, funding having read it with its other transfer quotes.
 */
export interface CryptoQuotePosting {
  post(request: {
    customerGuid: string;
    key: string | undefined;
    body: z.output<typeof postCryptoTransferQuoteSchema>;
  }): Promise<Answer | Replay>;
  model(quote: CryptoQuote): z.output<typeof cryptoTransferQuoteSchema>;
}
