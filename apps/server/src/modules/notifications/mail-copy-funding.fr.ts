import type { ComposedMail, FundingMailContent } from './mail-content.js';
import { mailAmount, mailCounterparty, mailTime } from './mail-format.js';

const rails = { eft: 'virement bancaire (TEF)', etransfer: 'virement Interac' } as const;

const reasons: Record<string, string> = {
  non_sufficient_funds: 'le compte bancaire n’avait pas les fonds suffisants',
  invalid_destination: 'le compte destinataire n’a pas pu l’accepter',
  refresh_required: 'le compte bancaire doit être lié de nouveau',
  cancelled: 'il a été annulé',
  customer_action_required: 'il n’a pas été approuvé à temps, rien n’a donc été envoyé',
};

const sides = { deposit: 'dépôt', withdrawal: 'retrait' } as const;

const cad = (cents: bigint) => mailAmount(cents, 'CAD', 'fr-CA');

/** Quand et avec quel compte : « Envoyé le … vers BMO Bank of Montreal ****1234. » */
function facts(content: FundingMailContent, done: string): string {
  const when = `${done} le ${mailTime(content.at, 'fr-CA')}`;
  if (content.counterparty === null) return `${when}.`;
  const outgoing =
    content.template === 'funding_withdrawal_sent' ||
    (content.template === 'funding_failed' && content.side === 'withdrawal');
  return `${when} ${outgoing ? 'vers' : 'depuis'} ${mailCounterparty(content.counterparty)}.`;
}

/** The French (fr-CA) wording of CAD funding's e-mails. */
export function composeFundingFrench(
  content: FundingMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const greeting = `Bonjour ${content.name},`;
  switch (content.template) {
    case 'funding_deposit_received':
      return {
        subject: `Votre dépôt de ${cad(content.amount)} est arrivé`,
        greeting,
        paragraphs: [
          `Nous avons reçu votre ${rails[content.rail]} de ${cad(content.amount)} et l’avons porté au crédit de votre compte en dollars canadiens.`,
          facts(content, 'Reçu'),
          content.availableAt === null
            ? 'Les fonds sont disponibles dès maintenant.'
            : `Les fonds pourront servir à négocier ou à retirer à compter du ${mailTime(content.availableAt, 'fr-CA')}, lorsque la banque ne pourra plus annuler le virement.`,
        ],
        action: { label: 'Voir mes dépôts', url: content.link },
        closing,
      };
    case 'funding_withdrawal_sent':
      return {
        subject: `Votre retrait de ${cad(content.amount)} est en route`,
        greeting,
        paragraphs: [
          `Nous avons envoyé ${cad(content.amount)} par ${rails[content.rail]} depuis votre compte en dollars canadiens.`,
          facts(content, 'Envoyé'),
          `Si vous n’avez pas demandé ce retrait, écrivez immédiatement à ${support}.`,
        ],
        action: { label: 'Voir mes retraits', url: content.link },
        closing,
      };
    case 'funding_failed':
      return {
        subject: `Votre ${sides[content.side]} de ${cad(content.amount)} n’a pas abouti`,
        greeting,
        paragraphs: [
          `Votre ${sides[content.side]} de ${cad(content.amount)} a échoué : ${reasons[content.reason] ?? 'la banque l’a refusé'}.`,
          facts(content, 'Échec'),
          content.side === 'withdrawal'
            ? 'Le montant est de nouveau disponible dans votre compte en dollars canadiens.'
            : 'Rien n’a été porté au crédit de votre compte.',
        ],
        action: { label: 'Ouvrir mon compte', url: content.link },
        closing,
      };
    case 'funding_returned':
      return {
        subject: `Votre dépôt de ${cad(content.amount)} a été retourné par votre banque`,
        greeting,
        paragraphs: [
          `Votre banque a retourné un dépôt de ${cad(content.amount)} après que nous l’avions porté à votre crédit; nous l’avons donc repris de votre compte en dollars canadiens.`,
          facts(content, 'Retourné'),
          content.owed === 0n
            ? 'Votre compte couvrait la totalité du montant.'
            : `Il manquait ${cad(content.owed)} à votre compte. Les retraits sont suspendus jusqu’au remboursement; écrivez à ${support} pour régler la situation.`,
        ],
        action: { label: 'Voir mes dépôts', url: content.link },
        closing,
      };
  }
}
