import type {
  customerBankAccountSchema,
  customerLimitSchema,
  customerPictureAccountSchema,
  customerSessionSchema,
  customerTradeSchema,
  customerTransferSchema,
  customerVerificationSchema,
  customerWalletSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import type { AccountView } from '../accounts/accounts.service.js';
import type { BankingService } from '../banking/banking.service.js';
import type { FundingService } from '../funding/funding.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { KycService } from '../kyc/kyc.service.js';
import type { LimitsService } from '../limits/limits.service.js';
import type { TradeService } from '../trading/trade.service.js';
import type { WalletsService } from '../wallets/wallets.service.js';

/** The customer page's lists, each row shaped from what its module answers. */

type Out<T extends z.ZodType> = z.output<T>;
type ItemOf<T> = T extends readonly (infer I)[] ? I : never;
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

type Trade = ItemOf<Answer<TradeService['list']>['trades']>;
type Transfer = ItemOf<Answer<FundingService['transfers']['list']>['transfers']>;
type BankAccount = ItemOf<Answer<BankingService['accounts']['list']>['accounts']>;
type Wallet = ItemOf<Answer<WalletsService['externalWallets']['list']>['rows']>;
type Session = ItemOf<Answer<IdentityService['sessions']['page']>['sessions']>;
type Limit = ItemOf<Answer<LimitsService['summary']>['limits']>;
type VerificationWithFiles = ItemOf<Answer<KycService['verificationHistory']>['verifications']>;

/** The CAD account first, then the coins in the order sign-up opened them. */
export const accountModels = (
  accounts: readonly AccountView[],
): Out<typeof customerPictureAccountSchema>[] =>
  [...accounts]
    .sort((a, b) => Number(b.asset === 'CAD') - Number(a.asset === 'CAD'))
    .map((account) => ({
      guid: account.guid,
      type: account.type,
      asset: account.asset,
      total: account.balance.toString(),
      available: account.available.toString(),
      held: (account.balance - account.available).toString(),
    }));

export const verificationModel = ({
  verification,
  files,
}: VerificationWithFiles): Out<typeof customerVerificationSchema> => ({
  guid: verification.guid,
  method: verification.method,
  state: verification.state,
  outcome: verification.outcome,
  created_at: verification.createdAt.toISOString(),
  decided_at: verification.decidedAt?.toISOString() ?? null,
  documents: files.map((file) => ({
    guid: file.guid,
    kind: file.kind,
    content_type: file.contentType,
    size: file.size,
  })),
});

export const tradeModel = (trade: Trade): Out<typeof customerTradeSchema> => ({
  guid: trade.guid,
  symbol: trade.symbol,
  side: trade.side,
  state: trade.state,
  deliver_amount: trade.deliverAmount.toString(),
  receive_amount: trade.receiveAmount.toString(),
  fee: trade.fee.toString(),
  created_at: trade.createdAt.toISOString(),
});

export const transferModel = (transfer: Transfer): Out<typeof customerTransferSchema> => ({
  guid: transfer.guid,
  transfer_type: transfer.transferType,
  side: transfer.side,
  asset: transfer.asset,
  state: transfer.state,
  amount: (transfer.amount ?? transfer.estimatedAmount ?? 0n).toString(),
  created_at: transfer.createdAt.toISOString(),
});

export const bankAccountModel = (account: BankAccount): Out<typeof customerBankAccountSchema> => ({
  guid: account.guid,
  name: account.name,
  state: account.state,
  account_number_masked: account.account_mask === '' ? null : `***${account.account_mask}`,
  created_at: account.created_at.toISOString(),
});

export const walletModel = (wallet: Wallet): Out<typeof customerWalletSchema> => ({
  guid: wallet.guid,
  name: wallet.name,
  asset: wallet.asset,
  address: wallet.tag === null ? wallet.address : `${wallet.address} (${wallet.tag})`,
  state: wallet.state,
  created_at: wallet.created_at.toISOString(),
});

export const sessionModel = (session: Session, now: Date): Out<typeof customerSessionSchema> => ({
  issued_at: session.issued_at.toISOString(),
  expires_at: session.expires_at.toISOString(),
  revoked_at: session.revoked_at?.toISOString() ?? null,
  revoked_reason: session.revoked_reason,
  live: session.revoked_at === null && session.expires_at > now,
});

export const limitModel = (limit: Limit): Out<typeof customerLimitSchema> => ({
  name: limit.name,
  limit: limit.cents?.toString() ?? null,
  used: limit.used.toString(),
  remaining: limit.remaining?.toString() ?? null,
});
