import type { ComposedMail, FundingMailContent } from './mail-content.js';
import { mailAmount, mailCounterparty, mailTime } from './mail-format.js';

const rails = { eft: 'bank transfer (EFT)', etransfer: 'Interac e-Transfer' } as const;

const reasons: Record<string, string> = {
  non_sufficient_funds: 'the bank account did not have enough funds',
  invalid_destination: 'the receiving account could not accept it',
  refresh_required: 'the bank account needs to be linked again',
  cancelled: 'it was cancelled',
  customer_action_required: 'it was not approved in time, so nothing was sent',
};

const cad = (cents: bigint) => mailAmount(cents, 'CAD', 'en-CA');

/** When it happened and with which account: "Sent on … to BMO Bank of Montreal ****1234." */
function facts(content: FundingMailContent, done: string): string {
  const when = `${done} on ${mailTime(content.at, 'en-CA')}`;
  if (content.counterparty === null) return `${when}.`;
  const outgoing =
    content.template === 'funding_withdrawal_sent' ||
    (content.template === 'funding_failed' && content.side === 'withdrawal');
  return `${when} ${outgoing ? 'to' : 'from'} ${mailCounterparty(content.counterparty)}.`;
}

/** The English (en-CA) wording of CAD funding's e-mails. */
export function composeFundingEnglish(
  content: FundingMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const greeting = `Hello ${content.name},`;
  switch (content.template) {
    case 'funding_deposit_received':
      return {
        subject: `Your deposit of ${cad(content.amount)} has arrived`,
        greeting,
        paragraphs: [
          `We received your ${rails[content.rail]} of ${cad(content.amount)} and credited it to your CAD account.`,
          facts(content, 'Received'),
          content.availableAt === null
            ? 'The funds are available now.'
            : `The funds can be used to trade or withdraw from ${mailTime(content.availableAt, 'en-CA')}, once the bank can no longer reverse the transfer.`,
        ],
        action: { label: 'See my deposits', url: content.link },
        closing,
      };
    case 'funding_withdrawal_sent':
      return {
        subject: `Your withdrawal of ${cad(content.amount)} is on its way`,
        greeting,
        paragraphs: [
          `We sent ${cad(content.amount)} by ${rails[content.rail]} from your CAD account.`,
          facts(content, 'Sent'),
          `If you did not ask for this withdrawal, write to ${support} right away.`,
        ],
        action: { label: 'See my withdrawals', url: content.link },
        closing,
      };
    case 'funding_failed':
      return {
        subject: `Your ${content.side} of ${cad(content.amount)} did not go through`,
        greeting,
        paragraphs: [
          `Your ${content.side} of ${cad(content.amount)} failed: ${reasons[content.reason] ?? 'the bank refused it'}.`,
          facts(content, 'It failed'),
          content.side === 'withdrawal'
            ? 'The amount is available in your CAD account again.'
            : 'Nothing was credited to your account.',
        ],
        action: { label: 'Open my account', url: content.link },
        closing,
      };
    case 'funding_returned':
      return {
        subject: `Your deposit of ${cad(content.amount)} was returned by your bank`,
        greeting,
        paragraphs: [
          `Your bank returned a deposit of ${cad(content.amount)} after we had credited it, so we took it back from your CAD account.`,
          facts(content, 'Returned'),
          content.owed === 0n
            ? 'Your account covered the whole amount.'
            : `Your account was short by ${cad(content.owed)}. Withdrawals are paused until it is repaid; write to ${support} to settle it.`,
        ],
        action: { label: 'See my deposits', url: content.link },
        closing,
      };
  }
}
