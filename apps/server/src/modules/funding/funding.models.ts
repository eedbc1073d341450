import type { fundingQuoteSchema, transferSchema } from '@maple/contracts';
import type { z } from 'zod';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import type { FundingQuote } from './funding-quotes.repo.js';
import type { Transfer } from './transfers.repo.js';

type TransferModel = z.output<typeof transferSchema>;

export const fundingQuoteModel = (quote: FundingQuote): z.output<typeof fundingQuoteSchema> => ({
  guid: quote.guid,
  product_type: 'funding',
  bank_guid: platformBankGuid,
  customer_guid: quote.customerGuid,
  symbol: null,
  side: quote.side,
  asset: 'CAD',
  // No fee: what leaves the sender reaches the receiver.
  receive_amount: quote.amount - quote.fee,
  deliver_amount: quote.amount,
  fee: quote.fee,
  created_at: quote.issuedAt.toISOString(),
  updated_at: quote.issuedAt.toISOString(),
  issued_at: quote.issuedAt.toISOString(),
  expires_at: quote.expiresAt.toISOString(),
  transfer_guid: quote.transferGuid,
});

type AccountType = 'fiat' | 'trading' | 'external_bank_account' | 'external_wallet';

const account = (type: AccountType, guid: string, customerGuid: string) => ({
  guid,
  type,
  bank_guid: platformBankGuid,
  customer_guid: customerGuid,
});

/**
 * The customer's account on one side; on the other the bank account or external wallet, if any
 * (a crypto deposit comes from an address nobody named).
 */
function accountsOf(
  transfer: Transfer,
): Pick<TransferModel, 'source_account' | 'destination_account'> {
  if (transfer.transferType === 'crypto') return cryptoAccountsOf(transfer);
  const cad = account('fiat', transfer.accountGuid, transfer.customerGuid);
  const bank =
    transfer.externalBankAccountGuid === null
      ? null
      : account('external_bank_account', transfer.externalBankAccountGuid, transfer.customerGuid);
  // A return moves money back out of the account its deposit credited.
  const inward = transfer.side === 'deposit' && transfer.transferType === 'funding';
  return inward
    ? { source_account: bank, destination_account: cad }
    : { source_account: cad, destination_account: bank };
}

function cryptoAccountsOf(
  transfer: Transfer,
): Pick<TransferModel, 'source_account' | 'destination_account'> {
  const trading = account('trading', transfer.accountGuid, transfer.customerGuid);
  if (transfer.side === 'deposit') return { source_account: null, destination_account: trading };
  const wallet =
    transfer.externalWalletGuid === null
      ? null
      : account('external_wallet', transfer.externalWalletGuid, transfer.customerGuid);
  return { source_account: trading, destination_account: wallet };
}

/**
 * Cybrid's hold_details while a credited deposit's funds are held, or while a withdrawal waits
 * for its customer's approval (until its expiry step, ADR 58).
 */
function holdOf(transfer: Transfer): TransferModel['hold_details'] {
  if (transfer.state === 'holding' && transfer.stepDueAt !== null) {
    const seconds = (transfer.stepDueAt.getTime() - transfer.createdAt.getTime()) / 1000;
    return {
      applicable_types: ['non_administrative'],
      duration: Math.max(0, Math.round(seconds)),
      started_at: transfer.createdAt.toISOString(),
    };
  }
  if (transfer.holdStartedAt === null || transfer.holdReleasedAt !== null) return null;
  if (transfer.holdSeconds === null || transfer.holdSeconds === 0) return null;
  return {
    applicable_types: ['non_administrative'],
    duration: transfer.holdSeconds,
    started_at: transfer.holdStartedAt.toISOString(),
  };
}

function detailsOf(transfer: Transfer): TransferModel['transfer_details'] {
  if (transfer.transferType === 'crypto') {
    return {
      confirmations: transfer.confirmations,
      required_confirmations: transfer.requiredConfirmations,
      travel_rule_required: transfer.travelRuleRequired,
      travel_rule_party: transfer.travelRuleParty,
    };
  }
  if (transfer.rail !== 'etransfer') return null;
  return {
    etransfer_recipient: transfer.etransferRecipient,
    etransfer_security_question: transfer.etransferQuestion,
    etransfer_reference_code: transfer.etransferReferenceCode,
  };
}

export const transferModel = (transfer: Transfer): TransferModel => ({
  guid: transfer.guid,
  transfer_type: transfer.transferType,
  bank_guid: platformBankGuid,
  customer_guid: transfer.customerGuid,
  quote_guid: transfer.quoteGuid,
  external_bank_account_guid: transfer.externalBankAccountGuid,
  deposit_address_guid: transfer.depositAddressGuid,
  asset: transfer.asset,
  side: transfer.side,
  state: transfer.state,
  failure_code: transfer.failureCode,
  return_code: transfer.returnCode,
  amount: transfer.amount,
  estimated_amount: transfer.estimatedAmount,
  fee: transfer.fee,
  reference_transfer_guid: transfer.referenceTransferGuid,
  ...accountsOf(transfer),
  payment_rail: transfer.rail,
  txn_hash: transfer.txnHash,
  estimated_network_fee: transfer.estimatedNetworkFee,
  network_fee: transfer.networkFee,
  network_fee_asset: transfer.networkFeeAsset,
  hold_details: holdOf(transfer),
  transfer_details: detailsOf(transfer),
  created_at: transfer.createdAt.toISOString(),
  updated_at: transfer.updatedAt.toISOString(),
  labels: null,
});

const textOf = (amount: bigint | null): string | null =>
  amount === null ? null : amount.toString();

/**
 * A transfer as the own backend's /customers routes answer it: `transferModel` with its amounts
 * as digit strings, since that JSON is not lossless as /api's is (ADR 9).
 */
export function transferTextModel(transfer: Transfer) {
  const model = transferModel(transfer);
  return {
    ...model,
    amount: textOf(model.amount),
    estimated_amount: model.estimated_amount.toString(),
    fee: model.fee.toString(),
    estimated_network_fee: textOf(model.estimated_network_fee),
    network_fee: textOf(model.network_fee),
  };
}
