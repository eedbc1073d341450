import type { AdjustmentCategory } from '@maple/contracts';
import type { AdjustmentMailContent, ComposedMail } from './mail-content.js';
import { mailAmount, mailTime } from './mail-format.js';

/** What an adjustment was, when staff wrote nothing for the customer (older adjustments). */
const categories: Record<AdjustmentCategory, string> = {
  goodwill_credit: 'Il s’agit d’un crédit de courtoisie.',
  fee_refund: 'Il s’agit d’un remboursement de frais.',
  loss_recovery: 'Il s’agit du recouvrement d’une perte.',
  correction: 'Il s’agit d’une correction de votre compte.',
};

/** The French (fr-CA) wording of the e-mail of a posted manual adjustment (ADR 37). */
export function composeAdjustmentFrench(
  content: AdjustmentMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const amount = mailAmount(content.amount, content.asset, 'fr-CA');
  const when = mailTime(content.postedAt, 'fr-CA');
  const credit = content.direction === 'credit';
  return {
    subject: credit
      ? `Votre compte ${content.asset} a été crédité de ${amount}`
      : `Votre compte ${content.asset} a été débité de ${amount}`,
    greeting: `Bonjour ${content.name},`,
    paragraphs: [
      credit
        ? `Le ${when}, nous avons porté ${amount} au crédit de votre compte ${content.asset}.`
        : `Le ${when}, nous avons débité ${amount} de votre compte ${content.asset}.`,
      content.note === null
        ? categories[content.category]
        : `Notre note à votre intention : ${content.note}`,
      `Il figure dans votre historique sous la référence ${content.reference}. Pour toute question à son sujet, écrivez à ${support}.`,
    ],
    action: { label: 'Voir mon historique', url: content.link },
    closing,
  };
}
