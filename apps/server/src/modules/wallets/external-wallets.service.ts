import { type WalletCooldown, walletBinding } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import { noCustomer } from '../../infra/api-kit/customer-scope.js';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid, newId } from '../../infra/ids.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { addressKey } from './address-keys.js';
import { WalletApprovals } from './wallet-approvals.js';
import { assertVerified, shortAddress } from './wallet-rules.js';
import { screenWallet } from './wallet-screening.js';
import {
  blockAllWithdrawals,
  type ExternalWalletRow,
  findExternalWallet,
  findWithdrawalLock,
  insertExternalWallet,
  liftWithdrawalLock,
  listExternalWallets,
  liveWalletsOf,
  lockWithdrawals,
  type Page,
  updateWalletState,
  type WalletFilter,
  walletCooldownsOf,
  withdrawalLockOf,
  withdrawalLocksOf,
} from './wallets.repo.js';
import type { WithdrawalLockScope } from './wallets.tables.js';
import type { WalletsContext } from './wallets-context.js';

export interface NewWalletRequest {
  customerGuid: string;
  name: string;
  asset: CryptoAssetCode;
  address: string;
  tag: string | null;
  noTagOwnWallet: boolean;
  confirmationToken: string | undefined;
  /**
   * The bank client whose token asked (the bank's own backend): the bank attests that its
   * customer approved the wallet, as Cybrid's banks do (ADR 60).
   */
  attestedBy: string | undefined;
}

/**
 * A wallet withdrawals may be sent to, from when (the cooldown after it was added), and whether
 * the deny list refuses it now.
 */
export interface UsableWallet {
  wallet: ExternalWalletRow;
  usableAt: Date;
  prohibited: boolean;
}

/** How long the e-mail's "this wasn't me" link works. */
const ALERT_SECONDS = 7 * 86_400;

const notFound = () => new AppError('not_found', 'ExternalWallet not found');

/**
 * External wallets (Cybrid `external_wallets`, docs/product/bank-accounts-and-wallets.md; ADR 21).
 */
export class ExternalWalletService {
  /** Wallets added through `/api` without approval, until their customer gives it (ADR 58). */
  readonly approvals: WalletApprovals;

  constructor(
    private readonly ctx: WalletsContext,
    jobs: JobQueue,
  ) {
    this.approvals = new WalletApprovals(ctx, jobs, (trx, wallet) => this.announce(trx, wallet));
  }

  /**
   * Adds a wallet in the caller's transaction: verified customer, valid and allowed address, an
   * XRP tag or the "my own wallet" answer, not a duplicate, and a code bound to exactly this
   * asset, address and tag, spent once. Every refusal throws before anything is written.
   * Without a confirmation (Cybrid's own body) it is stored `pending` and waits for the
   * customer's approval (`approvals`), unless the customer's bank asked and attests it.
   */
  async create(trx: Kysely<Schema>, request: NewWalletRequest): Promise<ExternalWalletRow> {
    const { ctx } = this;
    await assertVerified(ctx, trx, request.customerGuid);
    await this.assertDestinationsOpen(trx, request.customerGuid);
    const checked = screenWallet(request, ctx.deriver.network, ctx.denyList);
    if (checked.tag_required && !request.noTagOwnWallet) {
      const message =
        'XRP needs a destination tag; without one, confirm with no_tag_own_wallet that the address is your own wallet';
      throw new AppError('missing_parameter', message, [{ path: 'body.tag', message }]);
    }
    const candidate = {
      customer_guid: request.customerGuid,
      asset: request.asset,
      address: checked.address,
      tag: checked.tag,
    };
    // The same address in another spelling (cashaddr or legacy, M… or 3…) is the same wallet.
    const key = addressKey(candidate.address, candidate.tag);
    const live = await liveWalletsOf(trx, candidate);
    if (live.some((wallet) => addressKey(wallet.address, wallet.tag) === key)) {
      throw new AppError('data_exists', 'Data exists: External wallet already exists');
    }
    const token = request.confirmationToken;
    const awaited = token === undefined && request.attestedBy === undefined;
    if (token !== undefined)
      await this.spendConfirmation(trx, { ...request, confirmationToken: token });
    const now = ctx.clock.now();
    const wallet = await insertExternalWallet(trx, {
      ...candidate,
      guid: newGuid(),
      name: request.name,
      environment: ctx.deriver.network === 'mainnet' ? 'production' : 'sandbox',
      // Screening is done in the request, so the wallet is created at once; the cooldown
      // (`usable_at`) is what keeps a stolen session from emptying the account into it. A
      // pending one's cooldown starts again when it is approved.
      state: awaited ? 'pending' : 'completed',
      failure_code: null,
      usable_at: addSeconds(now, ctx.cooldownSeconds),
      approval_expires_at: awaited ? this.approvals.deadline() : null,
      owner: null,
      created_at: now,
      updated_at: now,
    });
    if (awaited) await this.approvals.awaitApproval(trx, wallet);
    else await this.announce(trx, wallet);
    if (request.attestedBy !== undefined)
      await this.recordAttestation(trx, wallet, request.attestedBy);
    return wallet;
  }

  /** Which bank client vouched for the customer's approval of the wallet, on the audit trail. */
  private async recordAttestation(
    trx: Kysely<Schema>,
    wallet: ExternalWalletRow,
    clientId: string,
  ) {
    await this.ctx.audit.record(trx, {
      actorType: 'bank',
      actorId: clientId,
      action: 'bank.external_wallet_attested',
      requestId: null,
      details: {
        customer_guid: wallet.customer_guid,
        external_wallet_guid: wallet.guid,
        asset: wallet.asset,
      },
    });
  }

  /** From when withdrawals may go to each of the customer's added wallets. */
  async cooldowns(customerGuid: string): Promise<WalletCooldown[]> {
    const rows = await walletCooldownsOf(this.ctx.db, customerGuid);
    return rows.map((row) => ({
      external_wallet_guid: row.guid,
      usable_at: row.usable_at.toISOString(),
    }));
  }

  /**
   * A customer a bank names must exist, before anything is screened or written: otherwise 422
   * `no_customer`, as createExternalWallet documents it (ADR 69).
   */
  async assertCustomer(customerGuid: string): Promise<void> {
    try {
      await this.ctx.customers.find(this.ctx.db, customerGuid);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
      throw noCustomer();
    }
  }

  /** No wallet is added while withdrawals are locked (the customer's report or a staff block). */
  private async assertDestinationsOpen(trx: Kysely<Schema>, customerGuid: string) {
    const lock = await withdrawalLockOf(trx, customerGuid);
    if (lock === undefined) return;
    throw new AppError(
      'withdrawals_held',
      lock === 'reported'
        ? 'New wallets are locked after you reported a wallet you did not add. Change your password, then contact support.'
        : 'Withdrawals and new wallets are blocked on your account. Contact support.',
    );
  }

  private async spendConfirmation(
    trx: Kysely<Schema>,
    request: NewWalletRequest & { confirmationToken: string },
  ) {
    const customer = await this.ctx.customers.find(trx, request.customerGuid);
    await this.ctx.otp.spendConfirmation(trx, request.confirmationToken, {
      userId: customer.user_id,
      purpose: 'add_wallet',
      binding: walletBinding(request),
    });
  }

  /** E-mails the customer that a wallet was added, with a one-use "this wasn't me" link. */
  private async announce(trx: Kysely<Schema>, wallet: ExternalWalletRow) {
    const { ctx } = this;
    const holder = await ctx.customers.holderOf(trx, wallet.customer_guid);
    const token = await ctx.tokens.issue(
      'wallet_alert',
      { sub: wallet.customer_guid, wallet: wallet.guid, jti: newId() },
      ALERT_SECONDS,
    );
    await ctx.outbox.queue(
      trx,
      {
        to: holder.email,
        language: holder.language,
        content: {
          template: 'wallet_added',
          name: holder.display_name,
          walletName: wallet.name,
          asset: wallet.asset,
          address: shortAddress(wallet.address),
          usableAt: wallet.usable_at,
          notMeLink: `${ctx.publicUrl}/wallet-alert?not_me=${encodeURIComponent(token)}`,
        },
      },
      ctx.clock.now(),
    );
  }

  /**
   * "This wasn't me": locks every withdrawal of the customer (CAD and crypto) and every new
   * wallet or bank account, and ends every session of theirs. The link works once; a forged,
   * expired or spent one is refused with 403.
   */
  async notMe(token: string): Promise<void> {
    const { ctx } = this;
    const claims = await ctx.tokens.verify('wallet_alert', token).catch(() => {
      throw new AppError('forbidden', 'This link is not valid or has expired');
    });
    await ctx.db.transaction().execute(async (trx) => {
      const spent = await ctx.identity.spendOnce(
        trx,
        `wallet_alert:${claims.jti}`,
        new Date(claims.exp * 1000),
      );
      if (!spent) throw new AppError('forbidden', 'This link was already used');
      await lockWithdrawals(trx, claims.sub, claims.wallet, ctx.clock.now());
      const customer = await ctx.customers.find(trx, claims.sub);
      await ctx.identity.sessions.endAll(trx, { kind: 'customer', id: customer.user_id }, 'locked');
    });
  }

  async get(customerGuid: string, guid: string): Promise<ExternalWalletRow> {
    const wallet = await findExternalWallet(this.ctx.db, customerGuid, guid);
    if (wallet === undefined) throw notFound();
    return wallet;
  }

  list(filter: WalletFilter, page: Page) {
    return listExternalWallets(this.ctx.db, filter, page);
  }

  /** Removes a wallet; nothing is held on the chain's side, so it is deleted at once. */
  async remove(customerGuid: string, guid: string): Promise<ExternalWalletRow> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const wallet = await findExternalWallet(trx, customerGuid, guid, true);
      if (wallet === undefined) throw notFound();
      if (wallet.state === 'deleted' || wallet.state === 'deleting') return wallet;
      return updateWalletState(trx, guid, 'deleted', this.ctx.clock.now());
    });
  }

  /**
   * For crypto withdrawals: the customer's completed wallet, from when it may be used, and
   * whether it is on the deny list (screened again at every withdrawal).
   */
  async usableWallet(
    trx: Kysely<Schema>,
    customerGuid: string,
    walletGuid: string,
  ): Promise<UsableWallet | undefined> {
    const wallet = await findExternalWallet(trx, customerGuid, walletGuid);
    if (wallet?.state !== 'completed') return undefined;
    const prohibited = this.ctx.denyList.find(wallet.address, wallet.tag) !== undefined;
    return { wallet, usableAt: wallet.usable_at, prohibited };
  }

  /**
   * Whether withdrawals and new destinations are locked, and by whom: `reported` after the
   * customer said "this wasn't me" to a new wallet, `all` while staff block them.
   */
  withdrawalLock(
    trx: Kysely<Schema>,
    customerGuid: string,
  ): Promise<WithdrawalLockScope | undefined> {
    return withdrawalLockOf(trx, customerGuid);
  }

  /** `withdrawalLock` for many customers at once (a batch of withdrawals): the locked ones. */
  withdrawalLocks(
    trx: Kysely<Schema>,
    customerGuids: readonly string[],
  ): Promise<Map<string, WithdrawalLockScope>> {
    return withdrawalLocksOf(trx, customerGuids);
  }

  /** Staff block every withdrawal of the customer; 409 when already blocked. */
  async blockWithdrawals(trx: Kysely<Schema>, customerGuid: string): Promise<void> {
    if (!(await blockAllWithdrawals(trx, customerGuid, this.ctx.clock.now()))) {
      throw new AppError('conflict', 'Withdrawals are already blocked for this customer');
    }
  }

  /**
   * Staff lift the customer's withdrawal lock, theirs or the customer's; 409 when none. The
   * customer's report is cleared by both: they change their password (whoever added the wallet
   * may know it), then staff lift it; 409 before.
   */
  async unblockWithdrawals(trx: Kysely<Schema>, customerGuid: string): Promise<void> {
    const lock = await findWithdrawalLock(trx, customerGuid);
    if (lock === undefined) {
      throw new AppError('conflict', 'Withdrawals are not locked for this customer');
    }
    if (lock.scope === 'reported') {
      const holder = await this.ctx.customers.holderOf(trx, customerGuid);
      if (holder.password_changed_at <= lock.locked_at) {
        throw new AppError(
          'conflict',
          'The customer reported a wallet they did not add: they must change their password before withdrawals are unblocked',
        );
      }
    }
    await liftWithdrawalLock(trx, customerGuid);
  }
}
