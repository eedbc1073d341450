import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { BankAccountDirectory } from '../banking/bank-account-directory.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { RequestedDocument } from '../documents/document-maker.js';
import type { DocumentRequester } from '../documents/documents.service.js';
import type { TransferConfirmationFacts } from './transfer-confirmation-document.js';
import { readTransfers, type Transfer } from './transfers.repo.js';

/** A deposit address or wallet as the customer's records name it: its chain and address. */
export interface RecordedAddress {
  network: string;
  address: string;
}

/**
 * Where a crypto transfer's address is read (modules/wallets' `walletAddresses`, wired in
 * `module-graph.ts`): a wallet deleted since still names where a withdrawal went.
 */
export interface RecordedAddresses {
  byGuid(
    db: Kysely<Schema>,
    customerGuid: string,
    guids: readonly string[],
  ): Promise<Map<string, RecordedAddress>>;
}

/**
 * Asks for the confirmation document of transfers just completed (ADR 75), in the transaction
 * that completes them; funding's rails and e-Transfers call it, and crypto's chain steps.
 */
export interface TransferConfirmer {
  confirm(trx: Kysely<Schema>, guids: readonly string[], completedAt: Date): Promise<void>;
}

type BankAccountFacts = NonNullable<TransferConfirmationFacts['bank_account']>;

/** The other side of a transfer, as its confirmation names it. */
interface Parties {
  bankAccount: BankAccountFacts | null;
  recorded: RecordedAddress | null;
}

/** The facts a transfer's confirmation states, frozen as it completes. */
function factsOf(
  transfer: Transfer,
  name: string,
  parties: Parties,
  completedAt: Date,
): TransferConfirmationFacts {
  const crypto = transfer.transferType === 'crypto';
  // A crypto transfer's fee is the chain's (settled, else quoted); a bank transfer's is in CAD.
  const fee = crypto ? (transfer.networkFee ?? transfer.estimatedNetworkFee ?? 0n) : transfer.fee;
  return {
    transfer_guid: transfer.guid,
    customer_name: name,
    side: transfer.side,
    asset: transfer.asset,
    amount: String(transfer.amount ?? transfer.estimatedAmount),
    fee: String(fee),
    fee_asset: crypto ? (transfer.networkFeeAsset ?? transfer.asset) : transfer.asset,
    rail: transfer.rail,
    network: parties.recorded?.network ?? null,
    bank_account: parties.bankAccount,
    etransfer_recipient: transfer.etransferRecipient,
    address: parties.recorded?.address ?? null,
    txn_hash: transfer.txnHash,
    wallet_owner:
      transfer.side === 'withdrawal' && transfer.travelRuleRequired
        ? transfer.travelRuleParty
        : null,
    initiated_at: transfer.createdAt.toISOString(),
    completed_at: completedAt.toISOString(),
  };
}

/**
 * The confirmation of every completed deposit and withdrawal, CAD and crypto, whatever the
 * customer's e-mail preferences: in their language, to their name, with the bank account or
 * address it moved through. A transfer confirmed again (a step run twice) keeps its first
 * document: the documents table holds one per subject.
 */
export class TransferConfirmations implements TransferConfirmer {
  constructor(
    private readonly deps: {
      customers: Pick<CustomerService, 'holdersOf'>;
      bankAccounts: BankAccountDirectory;
      addresses: RecordedAddresses;
      documents: DocumentRequester<TransferConfirmationFacts>;
    },
  ) {}

  async confirm(trx: Kysely<Schema>, guids: readonly string[], completedAt: Date): Promise<void> {
    // Read as the completing transaction left them: state, amount and fee are final. A return is
    // the bank taking a deposit back, not a deposit or withdrawal of the customer's.
    const transfers = (await readTransfers(trx, guids)).filter(
      (transfer) => transfer.state === 'completed' && transfer.transferType !== 'funding_return',
    );
    if (transfers.length === 0) return;
    const holders = await this.deps.customers.holdersOf(
      trx,
      transfers.map((transfer) => transfer.customerGuid),
    );
    const bankAccounts = await this.bankAccountsOf(trx, transfers);
    const addresses = await this.addressesOf(trx, transfers);
    const documents = transfers.map((transfer): RequestedDocument<TransferConfirmationFacts> => {
      const holder = holders.get(transfer.customerGuid);
      if (holder === undefined) throw new Error(`customer ${transfer.customerGuid} has no holder`);
      const parties = {
        bankAccount: bankAccounts.get(transfer.guid) ?? null,
        recorded: addresses.get(transfer.guid) ?? null,
      };
      return {
        customerGuid: transfer.customerGuid,
        subject: transfer.guid,
        language: holder.language,
        datedAt: completedAt,
        facts: factsOf(transfer, holder.display_name, parties, completedAt),
      };
    });
    await this.deps.documents.request(trx, documents);
  }

  /** Each bank transfer's account, by transfer guid, in one read; one removed since is none. */
  private async bankAccountsOf(
    trx: Kysely<Schema>,
    transfers: readonly Transfer[],
  ): Promise<Map<string, BankAccountFacts>> {
    const banked = transfers.flatMap((transfer) =>
      transfer.externalBankAccountGuid === null
        ? []
        : [{ ...transfer, bankAccountGuid: transfer.externalBankAccountGuid }],
    );
    const accounts = await this.deps.bankAccounts.usableAccounts(trx, banked);
    const named = new Map<string, BankAccountFacts>();
    banked.forEach((transfer, index) => {
      const account = accounts[index];
      if (account === undefined) return;
      // The directory masks with asterisks (`****6789`); the document shows the digits the
      // app's way, so only they are kept.
      const lastDigits = account.maskedNumber.replace(/^\*+/, '');
      named.set(transfer.guid, { institution: account.institution.name, last_digits: lastDigits });
    });
    return named;
  }

  /**
   * Each crypto transfer's address, by transfer guid: the deposit address paid, or the wallet
   * withdrawn to. A read per crypto transfer: the chain completes them one at a time.
   */
  private async addressesOf(
    trx: Kysely<Schema>,
    transfers: readonly Transfer[],
  ): Promise<Map<string, RecordedAddress>> {
    const found = new Map<string, RecordedAddress>();
    for (const transfer of transfers) {
      const guid =
        transfer.side === 'deposit' ? transfer.depositAddressGuid : transfer.externalWalletGuid;
      if (guid === null) continue;
      const recorded = await this.deps.addresses.byGuid(trx, transfer.customerGuid, [guid]);
      const address = recorded.get(guid);
      if (address !== undefined) found.set(transfer.guid, address);
    }
    return found;
  }
}
