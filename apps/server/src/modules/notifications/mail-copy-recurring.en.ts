import type { RecurringFrequency, RecurringSkipReason } from '@maple/contracts';
import type {
  ComposedMail,
  PadAgreementMailContent,
  RecurringRunMailContent,
} from './mail-content.js';
import { mailAmount, mailDay, mailPrice, mailTime } from './mail-format.js';

const reasons: Record<RecurringSkipReason, string> = {
  insufficient_funds: 'there was not enough available in your account',
  deposit_pending: 'the EFT deposit from your bank account for it had not arrived in time',
  deposit_failed: 'the EFT deposit from your bank account for it could not be made or came back',
  over_limit: 'it would have gone over your investment limit',
  not_verified: 'your identity needs verifying again before you can trade',
  price_above_limit: 'the price was above your limit',
  price_below_limit: 'the price was below your limit',
  window_missed: 'we could not run it during its day (a delay on our side)',
  refused: 'the trade was refused',
};

const frequencies: Record<RecurringFrequency, string> = {
  daily: 'daily',
  weekly: 'weekly',
  biweekly: 'every-two-weeks',
  semimonthly: 'twice-monthly',
  monthly: 'monthly',
  month_end: 'month-end',
};

/** The English (en-CA) wording of the e-mail of a recurring buy or sale's skipped run. */
export function composeRecurringEnglish(
  content: RecurringRunMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const order = `${frequencies[content.frequency]} ${content.side === 'buy' ? 'buy' : 'sale'} of ${content.asset}`;
  const limit =
    content.limitPrice === null
      ? ''
      : ` Your price limit is ${mailPrice(content.limitPrice, 'en-CA')}.`;
  return {
    subject: `Your ${content.asset} ${content.side === 'buy' ? 'buy' : 'sale'} of ${mailDay(content.day, 'en-CA')} was skipped`,
    greeting: `Hello ${content.name},`,
    paragraphs: [
      `Your ${order} for ${mailAmount(content.amount, content.gives, 'en-CA')} did not run on ${mailDay(content.day, 'en-CA')}: ${reasons[content.reason]}.${limit}`,
      'Nothing was traded, and the schedule goes on: its next run is on your orders page, where you can also change, pause or cancel it.',
      `Questions? Write to ${support}.`,
    ],
    action: { label: 'See my recurring orders', url: content.link },
    closing,
  };
}

/** The English written confirmation of a PAD agreement (Payments Canada Rule H1). */
export function composePadEnglish(
  content: PadAgreementMailContent,
  support: string,
  closing: string,
): ComposedMail {
  return {
    subject: 'Your pre-authorized debit agreement',
    greeting: `Hello ${content.name},`,
    paragraphs: [
      `On ${mailTime(content.agreedAt, 'en-CA')} you agreed to Maple Exchange's pre-authorized debit (PAD) terms (${content.termsVersion}) for your account ${content.maskedNumber} at ${content.institution}. This e-mail is your written confirmation of that agreement.`,
      'Under it, each run of a recurring buy you fund from this account debits it for that run’s amount, a few business days before the run. The amount and the schedule are those you set; you agreed to receive no separate notice before each debit.',
      'You may cancel this agreement at any time by cancelling or changing your recurring buys, or by writing to us; a debit already started may still be made. You have certain recourse rights if a debit does not comply with this agreement: for example, the right to be reimbursed for a debit that was not authorized or is not consistent with it. For a sample cancellation form, or more on your recourse rights, contact your financial institution or visit payments.ca.',
      `Questions? Write to ${support}.`,
    ],
    action: { label: 'See my recurring orders', url: content.link },
    closing,
  };
}
