import { walletBinding } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { type RowJobSender, registerRowJob } from '../../infra/jobs/row-jobs.js';
import { shortAddress } from './wallet-rules.js';
import {
  approveWallet,
  type ExternalWalletRow,
  expirePendingWallet,
  findExternalWallet,
  findWalletByGuid,
} from './wallets.repo.js';
import type { WalletsContext } from './wallets-context.js';

/** What happens once a wallet is added: the e-mail with its "this wasn't me" link. */
type Announce = (trx: Kysely<Schema>, wallet: ExternalWalletRow) => Promise<void>;

/**
 * Wallets a client added through `/api` without the customer's approval
 * (docs/decisions/0058-cybrid-requests-wait-for-the-customer.md): stored `pending`, receiving
 * nothing, until the customer approves them in the app with the confirmation the app earns for
 * adding that wallet (its asset, address and tag); then `completed`, the cooldown counted from
 * the approval, and announced as any new wallet is. Unapproved by `approval_expires_at`, a
 * delayed job (one per wallet, keyed by its guid) fails it `customer_action_required`.
 */
export class WalletApprovals {
  private readonly expiry: RowJobSender;

  constructor(
    private readonly ctx: WalletsContext,
    jobs: JobQueue,
    private readonly announce: Announce,
  ) {
    this.expiry = registerRowJob(jobs, ctx.clock, {
      name: 'expire-wallet-approvals',
      handle: (guid) => this.expire(guid),
    });
  }

  /** When a wallet added now without approval stops waiting for it. */
  deadline(): Date {
    return addSeconds(this.ctx.clock.now(), this.ctx.approvalSeconds);
  }

  /** Asks the customer to approve the new pending wallet, and sends its expiry, through `trx`. */
  async awaitApproval(trx: Kysely<Schema>, wallet: ExternalWalletRow): Promise<void> {
    const expiresAt = wallet.approval_expires_at;
    if (expiresAt === null) throw new Error(`pending wallet ${wallet.guid} has no deadline`);
    const { ctx } = this;
    const holder = await ctx.customers.holderOf(trx, wallet.customer_guid);
    const now = ctx.clock.now();
    const content = {
      template: 'wallet_approval_needed' as const,
      name: holder.display_name,
      walletName: wallet.name,
      asset: wallet.asset,
      address: shortAddress(wallet.address),
      expiresAt,
      link: `${ctx.publicUrl}/approvals`,
    };
    const mail = { to: holder.email, language: holder.language, content, userId: holder.id };
    await ctx.outbox.queue(trx, mail, now);
    await this.expiry.send(trx, wallet.guid, expiresAt);
  }

  /** The customer's approval of their pending wallet, bound to its asset, address and tag. */
  approve(customerGuid: string, guid: string, token: string): Promise<ExternalWalletRow> {
    const { ctx } = this;
    return ctx.db.transaction().execute(async (trx) => {
      const wallet = await findExternalWallet(trx, customerGuid, guid, true);
      if (wallet === undefined) throw new AppError('not_found', 'ExternalWallet not found');
      const now = ctx.clock.now();
      if (wallet.state !== 'pending') {
        throw new AppError('conflict', `This wallet is ${wallet.state}: it waits for no approval`);
      }
      if (wallet.approval_expires_at === null || wallet.approval_expires_at <= now) {
        throw new AppError(
          'conflict',
          'The time to approve this wallet has passed: it was not added. Add it again.',
        );
      }
      const customer = await ctx.customers.find(trx, customerGuid);
      await ctx.otp.spendConfirmation(trx, token, {
        userId: customer.user_id,
        purpose: 'add_wallet',
        binding: walletBinding(wallet),
      });
      const approved = await approveWallet(trx, guid, addSeconds(now, ctx.cooldownSeconds), now);
      await this.announce(trx, approved);
      return approved;
    });
  }

  /** The expiry job: fails the wallet if still pending when due; early, it waits again. */
  async expire(guid: string): Promise<boolean> {
    const { db, clock } = this.ctx;
    const wallet = await findWalletByGuid(db, guid);
    if (wallet?.state !== 'pending' || wallet.approval_expires_at === null) return false;
    if (wallet.approval_expires_at > clock.now()) {
      await this.expiry.send(db, guid, wallet.approval_expires_at);
      return false;
    }
    return (await expirePendingWallet(db, guid, clock.now())) !== undefined;
  }
}
