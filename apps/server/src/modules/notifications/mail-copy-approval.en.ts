import type { ApprovalMailContent, ComposedMail } from './mail-content.js';
import { mailAmount, mailCounterparty, mailTime } from './mail-format.js';

type WithdrawalApproval = Extract<ApprovalMailContent, { template: 'withdrawal_approval_needed' }>;

/** "to BMO Bank of Montreal ****1234", "to your wallet bc1q…f2a4", or nothing when gone. */
export function destinationOf(content: WithdrawalApproval): string {
  const { destination } = content;
  if (destination === null) return '';
  return destination.kind === 'wallet'
    ? ` to your wallet ${destination.address}`
    : ` to ${mailCounterparty(destination)}`;
}

/** The English (en-CA) wording of the e-mails asking for an approval (ADR 58). */
export function composeApprovalEnglish(
  content: ApprovalMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const deadline = mailTime(content.expiresAt, 'en-CA');
  const greeting = `Hello ${content.name},`;
  if (content.template === 'wallet_approval_needed') {
    return {
      subject: `Approve the new ${content.asset} wallet “${content.walletName}”`,
      greeting,
      paragraphs: [
        `An app connected to your account asked to add the ${content.asset} wallet “${content.walletName}” (${content.address}). It receives nothing until you approve it in Maple Exchange.`,
        `Approve or remove it before ${deadline}; after that it is not added.`,
        `If you did not ask for this wallet, remove it and write to ${support}.`,
      ],
      action: { label: 'Review the wallet', url: content.link },
      closing,
    };
  }
  if (content.template === 'bank_account_approval_needed') {
    const account = mailCounterparty(content.account);
    return {
      subject: `Approve your new bank account ${account}`,
      greeting,
      paragraphs: [
        `The bank account ${account} was linked to your Maple Exchange account. Nothing is sent to it or taken from it until you approve it in Maple Exchange.`,
        `Approve or remove it before ${deadline}; after that it is not linked.`,
        `If you did not link this account, remove it, change your password and write to ${support}.`,
      ],
      action: { label: 'Review the bank account', url: content.link },
      closing,
    };
  }
  const amount = mailAmount(content.amount, content.asset, 'en-CA');
  return {
    subject: `Approve your withdrawal of ${amount}`,
    greeting,
    paragraphs: [
      `An app connected to your account asked to send ${amount}${destinationOf(content)}. Nothing leaves until you approve it in Maple Exchange.`,
      `Approve or cancel it before ${deadline}; after that it is cancelled and the amount is available again.`,
      `If you did not ask for this withdrawal, cancel it and write to ${support}.`,
    ],
    action: { label: 'Review the withdrawal', url: content.link },
    closing,
  };
}
