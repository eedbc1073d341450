import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type {
  ApprovalMailContent,
  CryptoMailContent,
  FundingMailContent,
  MailCounterparty,
} from '../notifications/mail-content.js';
import { userMail } from '../notifications/outbox.js';
import type { FundingContext } from './funding-context.js';
import type { Transfer } from './transfer-row.js';
import { transferParties } from './transfers.repo.js';

/** What every money e-mail states: when, and the CAD transfer's bank account or address. */
export interface MailFacts {
  at: Date;
  counterparty: MailCounterparty | null;
}

/** A funding e-mail to a customer, linking to the screen of its side. */
export interface FundingMail {
  customerGuid: string;
  screen: 'deposits' | 'withdrawals' | 'approvals';
  /** The CAD transfer it tells of: the e-mail names its bank account or e-Transfer address. */
  transferGuid?: string;
  /** The transfer it tells of, CAD or crypto: with its template, the event told once (ADR 81). */
  event: string;
  compose: (
    name: string,
    link: string,
    facts: MailFacts,
  ) => FundingMailContent | CryptoMailContent | ApprovalMailContent;
}

/** Whom a funding e-mail is to, the screen it opens and the transfer it tells of. */
export type MailAbout = Pick<FundingMail, 'customerGuid' | 'screen' | 'event'>;

/**
 * Asks the customer to approve a withdrawal stored `holding` (ADR 58): what would leave, to the
 * wallet given or the CAD transfer's bank account or e-Transfer address, before it expires.
 */
export function approvalMail(
  transfer: Pick<
    Transfer,
    'guid' | 'customerGuid' | 'asset' | 'estimatedAmount' | 'stepDueAt' | 'transferType'
  >,
  wallet?: { kind: 'wallet'; address: string },
): FundingMail {
  const expiresAt = transfer.stepDueAt;
  if (expiresAt === null) throw new Error(`holding transfer ${transfer.guid} has no expiry`);
  return {
    customerGuid: transfer.customerGuid,
    screen: 'approvals',
    event: transfer.guid,
    ...(transfer.transferType === 'crypto' ? {} : { transferGuid: transfer.guid }),
    compose: (name, link, { counterparty }) => ({
      template: 'withdrawal_approval_needed',
      name,
      link,
      asset: transfer.asset,
      amount: transfer.estimatedAmount,
      destination: wallet ?? counterparty,
      expiresAt,
    }),
  };
}

type MailContext = Pick<
  FundingContext,
  'customers' | 'outbox' | 'clock' | 'publicUrl' | 'bankAccounts'
>;

/**
 * The bank account (institution and last digits) or e-Transfer address of each transfer, by
 * transfer guid, in two statements; a bank account since removed is named by none.
 */
async function counterpartiesOf(
  ctx: MailContext,
  trx: Kysely<Schema>,
  guids: readonly string[],
): Promise<Map<string, MailCounterparty>> {
  const parties = await transferParties(trx, guids);
  const banked = parties.flatMap((party) =>
    party.externalBankAccountGuid === null
      ? []
      : [{ ...party, bankAccountGuid: party.externalBankAccountGuid }],
  );
  const accounts = await ctx.bankAccounts.usableAccounts(trx, banked);
  const named = new Map<string, MailCounterparty>();
  banked.forEach((party, index) => {
    const account = accounts[index];
    if (account === undefined) return;
    named.set(party.guid, {
      kind: 'bank_account',
      institution: account.institution.name,
      maskedNumber: account.maskedNumber,
    });
  });
  for (const party of parties) {
    if (party.etransferRecipient !== null) {
      named.set(party.guid, { kind: 'etransfer', email: party.etransferRecipient });
    }
  }
  return named;
}

/**
 * Queues a funding e-mail to the customer in their language, in the transaction of the change it
 * announces (the outbox), linking to the screen of its side.
 */
export function mailCustomer(
  ctx: MailContext,
  trx: Kysely<Schema>,
  about: MailAbout,
  compose: FundingMail['compose'],
): Promise<void> {
  return mailCustomers(ctx, trx, [{ ...about, compose }]);
}

/**
 * Queues many funding e-mails in the caller's transaction, in order: the customers' names,
 * addresses and languages read in two statements, the transfers' bank accounts in two more, and
 * the e-mails written in one, however many a batch of rail steps sends.
 */
export async function mailCustomers(
  ctx: MailContext,
  trx: Kysely<Schema>,
  mails: readonly FundingMail[],
): Promise<void> {
  if (mails.length === 0) return;
  const holders = await ctx.customers.holdersOf(
    trx,
    mails.map((mail) => mail.customerGuid),
  );
  const counterparties = await counterpartiesOf(
    ctx,
    trx,
    mails.flatMap((mail) => mail.transferGuid ?? []),
  );
  const at = ctx.clock.now();
  const outgoing = mails.map((mail) => {
    const holder = holders.get(mail.customerGuid);
    if (holder === undefined) throw new Error(`customer ${mail.customerGuid} has no holder`);
    const counterparty =
      mail.transferGuid === undefined ? null : (counterparties.get(mail.transferGuid) ?? null);
    const content = mail.compose(holder.display_name, `${ctx.publicUrl}/${mail.screen}`, {
      at,
      counterparty,
    });
    const envelope = { to: holder.email, language: holder.language, userId: holder.id };
    return userMail(envelope, content, `${content.template}:${mail.event}`);
  });
  await ctx.outbox.queueAll(trx, outgoing, at);
}
