import type { ComposedMail, CryptoMailContent } from './mail-content.js';
import { mailAmount, mailTime } from './mail-format.js';

/** When it happened and at which address: "Sent on … to 0x5a…eAed." */
function facts(content: CryptoMailContent, done: string): string {
  const when = `${done} on ${mailTime(content.at, 'en-CA')}`;
  if (content.address === null) return `${when}.`;
  return content.template === 'crypto_deposit_received' ||
    (content.template === 'crypto_transfer_failed' && content.side === 'deposit')
    ? `${when}, paid to your deposit address ${content.address}.`
    : `${when}, to your wallet ${content.address}.`;
}

/** The English (en-CA) wording of crypto transfers' e-mails. */
export function composeCryptoEnglish(
  content: CryptoMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const greeting = `Hello ${content.name},`;
  const amount = mailAmount(content.amount, content.asset, 'en-CA');
  switch (content.template) {
    case 'crypto_deposit_received':
      return {
        subject: `Your deposit of ${amount} has arrived`,
        greeting,
        paragraphs: [
          `Your deposit of ${amount} reached the confirmations it needed and is in your ${content.asset} account.`,
          facts(content, 'Credited'),
          'The funds are available now.',
        ],
        action: { label: 'See my deposits', url: content.link },
        closing,
      };
    case 'crypto_withdrawal_sent':
      return {
        subject: `Your withdrawal of ${amount} is complete`,
        greeting,
        paragraphs: [
          `Your withdrawal of ${amount} from your ${content.asset} account is confirmed on the network (transaction ${content.txnHash}).`,
          facts(content, 'Confirmed'),
          `If you did not ask for this withdrawal, write to ${support} right away.`,
        ],
        action: { label: 'See my withdrawals', url: content.link },
        closing,
      };
    case 'crypto_transfer_failed':
      return {
        subject: `Your ${content.side} of ${amount} did not go through`,
        greeting,
        paragraphs: [
          content.reason === 'not_approved'
            ? `Your ${content.side} of ${amount} was not approved in time, so nothing was sent.`
            : `The network did not confirm your ${content.side} of ${amount}.`,
          facts(content, 'It failed'),
          content.side === 'withdrawal'
            ? `The amount and its network fee are available in your ${content.asset} account again.`
            : 'Nothing was credited to your account.',
        ],
        action: { label: 'Open my account', url: content.link },
        closing,
      };
  }
}
