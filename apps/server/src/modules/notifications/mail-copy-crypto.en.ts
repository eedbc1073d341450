import { formatAmount } from '@maple/money';
import type { ComposedMail, CryptoMailContent } from './mail-content.js';

/** The English (en-CA) wording of crypto transfers' e-mails. */
export function composeCryptoEnglish(
  content: CryptoMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const greeting = `Hello ${content.name},`;
  const amount = formatAmount(content.amount, content.asset, 'en-CA');
  switch (content.template) {
    case 'crypto_deposit_received':
      return {
        subject: `Your deposit of ${amount} has arrived`,
        greeting,
        paragraphs: [
          `Your deposit of ${amount} reached the confirmations it needed and is in your ${content.asset} account.`,
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
          `Your withdrawal of ${amount} is confirmed on the network (transaction ${content.txnHash}).`,
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
          `The network did not confirm your ${content.side} of ${amount}.`,
          content.side === 'withdrawal'
            ? `The amount and its network fee are available in your ${content.asset} account again.`
            : 'Nothing was credited to your account.',
        ],
        action: { label: 'Open my account', url: content.link },
        closing,
      };
  }
}
