import type { AdjustmentCategory } from '@maple/contracts';
import type { AdjustmentMailContent, ComposedMail } from './mail-content.js';
import { mailAmount, mailTime } from './mail-format.js';

/** What an adjustment was, when staff wrote nothing for the customer (older adjustments). */
const categories: Record<AdjustmentCategory, string> = {
  goodwill_credit: 'This is a goodwill credit.',
  fee_refund: 'This is a refund of fees.',
  loss_recovery: 'This is the recovery of a loss.',
  correction: 'This is a correction to your account.',
};

/** The English (en-CA) wording of the e-mail of a posted manual adjustment (ADR 37). */
export function composeAdjustmentEnglish(
  content: AdjustmentMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const amount = mailAmount(content.amount, content.asset, 'en-CA');
  const when = mailTime(content.postedAt, 'en-CA');
  const credit = content.direction === 'credit';
  return {
    subject: credit
      ? `${amount} was credited to your ${content.asset} account`
      : `${amount} was debited from your ${content.asset} account`,
    greeting: `Hello ${content.name},`,
    paragraphs: [
      credit
        ? `On ${when}, we credited ${amount} to your ${content.asset} account.`
        : `On ${when}, we debited ${amount} from your ${content.asset} account.`,
      content.note === null ? categories[content.category] : `Our note to you: ${content.note}`,
      `It appears in your history with the reference ${content.reference}. If you have a question about it, write to ${support}.`,
    ],
    action: { label: 'See my history', url: content.link },
    closing,
  };
}
