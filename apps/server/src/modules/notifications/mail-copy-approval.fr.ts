import type { ApprovalMailContent, ComposedMail } from './mail-content.js';
import { mailAmount, mailCounterparty, mailTime } from './mail-format.js';

type WithdrawalApproval = Extract<ApprovalMailContent, { template: 'withdrawal_approval_needed' }>;

/** « vers BMO Banque de Montréal ****1234 », « vers votre portefeuille bc1q…f2a4 », ou rien. */
export function destinationOf(content: WithdrawalApproval): string {
  const { destination } = content;
  if (destination === null) return '';
  return destination.kind === 'wallet'
    ? ` vers votre portefeuille ${destination.address}`
    : ` vers ${mailCounterparty(destination)}`;
}

/** The French (fr-CA) wording of the e-mails asking for an approval (ADR 58). */
export function composeApprovalFrench(
  content: ApprovalMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const deadline = mailTime(content.expiresAt, 'fr-CA');
  const greeting = `Bonjour ${content.name},`;
  if (content.template === 'wallet_approval_needed') {
    return {
      subject: `Approuvez le nouveau portefeuille ${content.asset} « ${content.walletName} »`,
      greeting,
      paragraphs: [
        `Une application reliée à votre compte a demandé d’ajouter le portefeuille ${content.asset} « ${content.walletName} » (${content.address}). Il ne reçoit rien tant que vous ne l’approuvez pas dans Maple Exchange.`,
        `Approuvez-le ou retirez-le avant le ${deadline} ; passé ce délai, il n’est pas ajouté.`,
        `Si vous n’avez pas demandé ce portefeuille, retirez-le et écrivez à ${support}.`,
      ],
      action: { label: 'Voir le portefeuille', url: content.link },
      closing,
    };
  }
  if (content.template === 'bank_account_approval_needed') {
    const account = mailCounterparty(content.account);
    return {
      subject: `Approuvez votre nouveau compte bancaire ${account}`,
      greeting,
      paragraphs: [
        `Le compte bancaire ${account} a été lié à votre compte Maple Exchange. Rien n’y est envoyé ni prélevé tant que vous ne l’approuvez pas dans Maple Exchange.`,
        `Approuvez-le ou retirez-le avant le ${deadline} ; passé ce délai, il n’est pas lié.`,
        `Si vous n’avez pas lié ce compte, retirez-le, changez votre mot de passe et écrivez à ${support}.`,
      ],
      action: { label: 'Voir le compte bancaire', url: content.link },
      closing,
    };
  }
  const amount = mailAmount(content.amount, content.asset, 'fr-CA');
  return {
    subject: `Approuvez votre retrait de ${amount}`,
    greeting,
    paragraphs: [
      `Une application reliée à votre compte a demandé d’envoyer ${amount}${destinationOf(content)}. Rien ne part tant que vous ne l’approuvez pas dans Maple Exchange.`,
      `Approuvez-le ou annulez-le avant le ${deadline} ; passé ce délai, il est annulé et le montant est de nouveau disponible.`,
      `Si vous n’avez pas demandé ce retrait, annulez-le et écrivez à ${support}.`,
    ],
    action: { label: 'Voir le retrait', url: content.link },
    closing,
  };
}
