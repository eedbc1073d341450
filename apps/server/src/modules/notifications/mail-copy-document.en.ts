import type { ComposedMail, DocumentMailContent } from './mail-content.js';
import { mailPeriod } from './mail-period.js';

const ordinals = ['first', 'second', 'third', 'fourth'];

/** "October 2026", "the second quarter of 2026", or a year as it is. */
function periodWords(text: string): string {
  const period = mailPeriod(text, 'en-CA');
  if (period.kind === 'quarter')
    return `the ${ordinals[period.quarter - 1] ?? ''} quarter of ${period.year}`;
  return period.kind === 'month' ? `${period.month} ${period.year}` : period.year;
}

/** The English (en-CA) wording of the e-mail of a statement or tax report made (ADR 77). */
export function composeDocumentEnglish(
  content: DocumentMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const period = periodWords(content.period);
  const statement = content.kind === 'statement';
  return {
    subject: statement
      ? `Your account statement for ${period} is ready`
      : `Your ${period} capital gains report is ready`,
    greeting: `Hello ${content.name},`,
    paragraphs: [
      statement
        ? `Your Maple Exchange account statement for ${period} is ready: your balances, every movement, what was on hold, your crypto positions with their book cost, and the fees you paid. It is kept on your Documents page as a PDF and a CSV file.`
        : `Your capital gains report for ${period} is ready: each disposition with its cost, proceeds and gain or loss, the totals for Schedule 3, and any superficial loss denied. It is kept on your Documents page as a PDF and a CSV file.`,
      `Please check it. If anything in it is wrong or missing, write to ${support}.`,
    ],
    action: { label: 'See my documents', url: content.link },
    closing,
  };
}
