import type { Kysely } from 'kysely';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { FundingContext } from './funding-context.js';
import type { FundingPostings } from './funding-postings.js';
import { quoteOwner } from './funding-quotes.repo.js';
import type { SandboxRails } from './sandbox-rails.js';
import { TransferApprovals } from './transfer-approvals.js';
import { readTransferChecks, type TransferChecks } from './transfer-checks.js';
import { type CarryOutcomes, TransferCreation, type TransferRequest } from './transfer-creation.js';
import type { CryptoTransferKind, CryptoWithdrawalRequest } from './transfer-kinds.js';
import {
  findTransfer,
  listTransfers,
  lockTransfer,
  onBankRail,
  type Transfer,
  type TransferFilter,
} from './transfers.repo.js';

export type { TransferRequest } from './transfer-creation.js';

/** A CAD transfer's request or a crypto withdrawal's. */
export type AnyTransferRequest = TransferRequest | CryptoWithdrawalRequest;

const isCrypto = (request: AnyTransferRequest): request is CryptoWithdrawalRequest =>
  'transferType' in request && request.transferType === 'crypto';

const isCad = (request: AnyTransferRequest): request is TransferRequest => !isCrypto(request);

const CANCELLABLE = new Set(['storing', 'holding', 'reviewing', 'pending']);

/**
 * CAD transfers (docs/product/lifecycles.md, ADR 20): a funding quote becomes a transfer the
 * sandbox rails carry. Creation runs in the caller's transaction, in batches (`TransferCreation`):
 * a refused request writes nothing.
 */
export class TransferService {
  private readonly creation: TransferCreation;
  /** Withdrawals waiting for their customer's approval (ADR 58). */
  readonly approvals: TransferApprovals;
  /** Crypto transfers' creation and cancelling (ADR 23), attached once they are built. */
  private cryptoKind: CryptoTransferKind | undefined;

  constructor(
    private readonly ctx: FundingContext,
    private readonly deps: { postings: FundingPostings; rails: SandboxRails },
  ) {
    this.creation = new TransferCreation(ctx, deps);
    this.approvals = new TransferApprovals(ctx, { rails: deps.rails, crypto: () => this.crypto });
  }

  attachCrypto(kind: CryptoTransferKind): void {
    this.cryptoKind = kind;
  }

  private get crypto(): CryptoTransferKind {
    if (this.cryptoKind === undefined) throw new Error('crypto transfers are not attached');
    return this.cryptoKind;
  }

  /**
   * The customer a bank's transfer acts for (ADR 61): the quote's, as Cybrid's body names no
   * customer. A quote that does not exist answers 422 `no_quote` before anything is written.
   */
  async customerOfQuote(quoteGuid: string): Promise<string> {
    const customerGuid = await quoteOwner(this.ctx.db, quoteGuid);
    if (customerGuid === undefined) throw new AppError('no_quote', 'Quote not found');
    return customerGuid;
  }

  /**
   * A crypto withdrawal's wallet screened against the deny list before the batch (a hit is
   * reported to compliance, then refused with 422 `prohibited_address`).
   */
  screenCryptoDestination(customerGuid: string, walletGuid: string): Promise<void> {
    return this.ctx.wallets.screenDestination(customerGuid, walletGuid);
  }

  /**
   * Reads what the CAD requests' checks need, through the pool before the batch's transaction
   * (`TransferChecks`), so that those reads run side by side.
   */
  readChecks(db: Kysely<Schema>, requests: readonly AnyTransferRequest[]): Promise<TransferChecks> {
    return readTransferChecks(this.ctx, db, requests.filter(isCad));
  }

  /**
   * Creates transfers in the caller's transaction; answers a transfer or a refusal for each.
   * The CAD ones are checked against `checks` when given (`readChecks`), read in `trx` if not.
   * A batch of CAD requests only gives `carry` its outcomes before it stores the transfers, and
   * the statement that stores them carries the writes `carry` answers (ADR 49).
   */
  async createAll(
    trx: Kysely<Schema>,
    requests: readonly AnyTransferRequest[],
    checks?: TransferChecks,
    carry?: CarryOutcomes,
  ): Promise<ItemOutcome<Transfer>[]> {
    const crypto = requests.filter(isCrypto);
    const cad = requests.filter(isCad);
    const cadOutcomes =
      cad.length === 0
        ? []
        : await this.creation.createAll(trx, cad, checks, crypto.length === 0 ? carry : undefined);
    const cryptoOutcomes = crypto.length === 0 ? [] : await this.crypto.createAll(trx, crypto);
    const answered = new Map<AnyTransferRequest, ItemOutcome<Transfer> | undefined>([
      ...cad.map((request, index) => [request, cadOutcomes[index]] as const),
      ...crypto.map((request, index) => [request, cryptoOutcomes[index]] as const),
    ]);
    return requests.map((request) => answered.get(request) ?? missing());
  }

  /** Creates one transfer in the caller's transaction; a refusal is thrown. */
  async create(trx: Kysely<Schema>, request: AnyTransferRequest): Promise<Transfer> {
    const [outcome] = await this.createAll(trx, [request]);
    if (outcome === undefined) throw new Error('createAll answered no outcome');
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  /** The customer's transfer; with no customer (a bank's read, ADR 61), anyone's. */
  async get(customerGuid: string | undefined, guid: string): Promise<Transfer> {
    const transfer = await findTransfer(this.ctx.db, customerGuid, guid);
    if (transfer === undefined) throw new AppError('not_found', 'Transfer not found');
    return transfer;
  }

  list(filter: TransferFilter, page: { offset: number; limit: number }) {
    return listTransfers(this.ctx.db, filter, page);
  }

  /**
   * Cancels a transfer the rail has not finished (`storing`, `holding`, `reviewing`, `pending`): it fails
   * with `cancelled` and a withdrawal's reserve is given back.
   */
  async cancel(customerGuid: string, guid: string): Promise<Transfer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const transfer = await lockTransfer(trx, guid);
      if (transfer === undefined || transfer.customerGuid !== customerGuid) {
        throw new AppError('not_found', 'Transfer not found');
      }
      if (transfer.transferType === 'crypto') return this.crypto.cancel(trx, transfer);
      if (!CANCELLABLE.has(transfer.state) || transfer.transferType !== 'funding') {
        throw new AppError('conflict', `A ${transfer.state} transfer can no longer be cancelled`);
      }
      return this.deps.rails.cancel(trx, onBankRail(transfer));
    });
  }
}

const missing = (): never => {
  throw new Error('a transfer request got no outcome');
};
