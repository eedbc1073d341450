import { formatAmount } from '@maple/money';
import type { ComposedMail, LimitOrderMailContent } from './mail-content.js';
import { mailPrice } from './mail-format.js';

const reasons = {
  not_verified: 'votre identité doit être vérifiée de nouveau avant que vous puissiez négocier',
  over_limit: 'il aurait dépassé votre limite de placement',
  insufficient_funds: 'les fonds nécessaires n’étaient plus disponibles',
  refused: 'l’opération a été refusée',
} as const;

/** The French (fr-CA) wording of the e-mail of a price-triggered order that did not fill. */
export function composeOrderFrench(
  content: LimitOrderMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const amount = formatAmount(content.amount, content.gives, 'fr-CA', { withCode: true });
  const side = content.side === 'buy' ? 'd’achat' : 'de vente';
  const order = `ordre ${side} de ${content.asset} à ${mailPrice(content.limitPrice, 'fr-CA')}`;
  const why =
    content.end === 'expired'
      ? 'Il a atteint sa date de fin avant que le prix n’atteigne sa limite.'
      : `Il a atteint son prix, mais n’a pas pu être exécuté : ${reasons[content.reason ?? 'refused']}.`;
  return {
    subject:
      content.end === 'expired'
        ? `Votre ordre ${content.asset} a expiré`
        : `Votre ordre ${content.asset} n’a pas pu être exécuté`,
    greeting: `Bonjour ${content.name},`,
    paragraphs: [
      `Votre ${order} a pris fin. ${why}`,
      `Le montant de ${amount} qu’il réservait est de nouveau disponible.`,
      `Des questions? Écrivez à ${support}.`,
    ],
    action: { label: 'Voir mes ordres', url: content.link },
    closing,
  };
}
