import type { ApprovalMailContent, ComposedMail } from './mail-content.js';
import { mailAmount, mailCounterparty, mailTime } from './mail-format.js';

/** "to BMO Bank of Montreal ****1234", "to your wallet bc1q…f2a4", or nothing when gone. */
function destinationOf(content: ApprovalMailContent): string {
  const { destination } = content;
  if (destination === null) return '';
  return destination.kind === 'wallet'
    ? ` to your wallet ${destination.address}`
    : ` to ${mailCounterparty(destination)}`;
}

/** The English (en-CA) wording of the e-mail asking for a withdrawal's approval. */
export function composeApprovalEnglish(
  content: ApprovalMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const amount = mailAmount(content.amount, content.asset, 'en-CA');
  return {
    subject: `Approve your withdrawal of ${amount}`,
    greeting: `Hello ${content.name},`,
    paragraphs: [
      `An app connected to your account asked to send ${amount}${destinationOf(content)}. Nothing leaves until you approve it in Maple Exchange.`,
      `Approve or cancel it before ${mailTime(content.expiresAt, 'en-CA')}; after that it is cancelled and the amount is available again.`,
      `If you did not ask for this withdrawal, cancel it and write to ${support}.`,
    ],
    action: { label: 'Review the withdrawal', url: content.link },
    closing,
  };
}
