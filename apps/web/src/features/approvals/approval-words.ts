import type { ExternalWallet } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../lib/format/money';
import type { AwaitingItem } from '../../lib/funding/awaiting-approval';
import { accountLabel } from '../../lib/funding/bank-account-label';
import { useBankAccountsQuery } from '../../lib/funding/funding-api';
import type { Transfer } from '../../lib/platform/funding-answers';
import { shortAddress } from '../../lib/wallets/payment-uri';
import { useExternalWalletsQuery } from '../../lib/wallets/wallets-api';

/**
 * What reaches the destination: a crypto withdrawal's amount less its network fee when the fee is
 * paid in the same asset (as the quote's receive_amount said); a CAD withdrawal's whole amount.
 */
export function sentAmountOf(transfer: Transfer): bigint {
  const amount = BigInt(transfer.estimated_amount);
  const fee = transfer.estimated_network_fee;
  const feeAsset = transfer.network_fee_asset ?? transfer.asset;
  return fee !== null && feeAsset === transfer.asset ? amount - BigInt(fee) : amount;
}

const walletStatement = (wallet: ExternalWallet, t: TFunction): string =>
  t('approvals.statement.wallet', {
    asset: wallet.asset,
    name: wallet.name,
    address: shortAddress(wallet.address),
    tag: wallet.tag === null ? '' : t('approvals.statement.walletTag', { tag: wallet.tag }),
  });

/** A list read is settled once it answered, or failed: the words then do without it. */
const settled = (query: { data?: unknown; isError: boolean }) =>
  query.data !== undefined || query.isError;

/**
 * Each item in plain words, as the customer approves it: how much goes where ("Send 0.005 BTC to
 * tb1q…jzsx (network fee 0.00002 BTC)"), which wallet is added, or which bank account is linked.
 * A withdrawal's bank account and wallet come from their own lists; `ready` says whether the lists
 * the items need have answered, so nothing is offered for approval before its destination can be
 * named.
 */
export function useApprovalWords() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const banks = useBankAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const wallets = useExternalWalletsQuery(undefined, { refetchOnMountOrArgChange: true });

  const amountOf = (transfer: Transfer): string =>
    formatUnits(sentAmountOf(transfer), transfer.asset, language);

  const cryptoStatement = (transfer: Transfer): string => {
    const wallet = wallets.data?.find((each) => each.guid === transfer.destination_account?.guid);
    const fee = transfer.estimated_network_fee;
    const feeAsset = transfer.network_fee_asset ?? transfer.asset;
    return t('approvals.statement.crypto', {
      amount: amountOf(transfer),
      address: wallet ? shortAddress(wallet.address) : t('approvals.statement.unknownWallet'),
      fee:
        fee === null
          ? ''
          : t('approvals.statement.networkFee', { fee: formatUnits(fee, feeAsset, language) }),
    });
  };

  const withdrawalStatement = (transfer: Transfer): string => {
    if (transfer.transfer_type === 'crypto') return cryptoStatement(transfer);
    const amount = amountOf(transfer);
    if (transfer.payment_rail === 'etransfer') {
      return t('approvals.statement.etransfer', { amount });
    }
    const bank = banks.data?.find((each) => each.guid === transfer.external_bank_account_guid);
    const account = bank ? accountLabel(bank, t) : t('approvals.statement.unknownAccount');
    return t('approvals.statement.eft', { amount, account });
  };

  const canBeNamed = (item: AwaitingItem): boolean => {
    if (item.kind !== 'withdrawal' || item.transfer.payment_rail === 'etransfer') return true;
    return item.transfer.transfer_type === 'crypto' ? settled(wallets) : settled(banks);
  };

  const statementOf = (item: AwaitingItem): string => {
    if (item.kind === 'wallet') return walletStatement(item.wallet, t);
    if (item.kind === 'bank_account') {
      return t('approvals.statement.bankAccount', { account: accountLabel(item.account, t) });
    }
    return withdrawalStatement(item.transfer);
  };

  return {
    ready: (items: readonly AwaitingItem[]) => items.every(canBeNamed),
    amountOf,
    statementOf,
  };
}

export type ApprovalWords = ReturnType<typeof useApprovalWords>;
