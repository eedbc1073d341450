import type { ApprovalMailContent, ComposedMail } from './mail-content.js';
import { mailAmount, mailCounterparty, mailTime } from './mail-format.js';

/** « vers BMO Banque de Montréal ****1234 », « vers votre portefeuille bc1q…f2a4 », ou rien. */
function destinationOf(content: ApprovalMailContent): string {
  const { destination } = content;
  if (destination === null) return '';
  return destination.kind === 'wallet'
    ? ` vers votre portefeuille ${destination.address}`
    : ` vers ${mailCounterparty(destination)}`;
}

/** The French (fr-CA) wording of the e-mail asking for a withdrawal's approval. */
export function composeApprovalFrench(
  content: ApprovalMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const amount = mailAmount(content.amount, content.asset, 'fr-CA');
  return {
    subject: `Approuvez votre retrait de ${amount}`,
    greeting: `Bonjour ${content.name},`,
    paragraphs: [
      `Une application reliée à votre compte a demandé d’envoyer ${amount}${destinationOf(content)}. Rien ne part tant que vous ne l’approuvez pas dans Maple Exchange.`,
      `Approuvez-le ou annulez-le avant le ${mailTime(content.expiresAt, 'fr-CA')} ; passé ce délai, il est annulé et le montant est de nouveau disponible.`,
      `Si vous n’avez pas demandé ce retrait, annulez-le et écrivez à ${support}.`,
    ],
    action: { label: 'Voir le retrait', url: content.link },
    closing,
  };
}
