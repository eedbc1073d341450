import type { ComposedMail, CryptoMailContent } from './mail-content.js';
import { mailAmount, mailTime } from './mail-format.js';

const sides = { deposit: 'dépôt', withdrawal: 'retrait' } as const;

/** Quand et à quelle adresse : « Envoyé le … vers 0x5a…eAed. » */
function facts(content: CryptoMailContent, done: string): string {
  const when = `${done} le ${mailTime(content.at, 'fr-CA')}`;
  if (content.address === null) return `${when}.`;
  return content.template === 'crypto_deposit_received' ||
    (content.template === 'crypto_transfer_failed' && content.side === 'deposit')
    ? `${when}, versé à votre adresse de dépôt ${content.address}.`
    : `${when}, vers votre portefeuille ${content.address}.`;
}

/** The French (fr-CA) wording of crypto transfers' e-mails. */
export function composeCryptoFrench(
  content: CryptoMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const greeting = `Bonjour ${content.name},`;
  const amount = mailAmount(content.amount, content.asset, 'fr-CA');
  switch (content.template) {
    case 'crypto_deposit_received':
      return {
        subject: `Votre dépôt de ${amount} est arrivé`,
        greeting,
        paragraphs: [
          `Votre dépôt de ${amount} a reçu les confirmations nécessaires et se trouve dans votre compte ${content.asset}.`,
          facts(content, 'Crédité'),
          'Les fonds sont disponibles dès maintenant.',
        ],
        action: { label: 'Voir mes dépôts', url: content.link },
        closing,
      };
    case 'crypto_withdrawal_sent':
      return {
        subject: `Votre retrait de ${amount} est terminé`,
        greeting,
        paragraphs: [
          `Votre retrait de ${amount} depuis votre compte ${content.asset} est confirmé sur le réseau (transaction ${content.txnHash}).`,
          facts(content, 'Confirmé'),
          `Si vous n’avez pas demandé ce retrait, écrivez immédiatement à ${support}.`,
        ],
        action: { label: 'Voir mes retraits', url: content.link },
        closing,
      };
    case 'crypto_transfer_failed':
      return {
        subject: `Votre ${sides[content.side]} de ${amount} n’a pas abouti`,
        greeting,
        paragraphs: [
          content.reason === 'not_approved'
            ? `Votre ${sides[content.side]} de ${amount} n’a pas été approuvé à temps : rien n’a été envoyé.`
            : `Le réseau n’a pas confirmé votre ${sides[content.side]} de ${amount}.`,
          facts(content, 'Échec'),
          content.side === 'withdrawal'
            ? `Le montant et ses frais de réseau sont de nouveau disponibles dans votre compte ${content.asset}.`
            : 'Rien n’a été porté au crédit de votre compte.',
        ],
        action: { label: 'Ouvrir mon compte', url: content.link },
        closing,
      };
  }
}
