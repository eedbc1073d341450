import type { OtpPurpose } from '@maple/contracts';
import { formatAmount } from '@maple/money';
import { durationWords } from './duration-words.js';
import type { ComposedMail, MailContent, TradeConfirmationMail } from './mail-content.js';
import { composeAdjustmentFrench } from './mail-copy-adjustment.fr.js';
import { composeAlertFrench } from './mail-copy-alert.fr.js';
import { composeApprovalFrench } from './mail-copy-approval.fr.js';
import { composeCryptoFrench } from './mail-copy-crypto.fr.js';
import { composeDocumentFrench } from './mail-copy-document.fr.js';
import { composeFundingFrench } from './mail-copy-funding.fr.js';
import { composeKycFrench } from './mail-copy-kyc.fr.js';
import { composeOrderFrench } from './mail-copy-order.fr.js';
import { composeRecoveryFrench } from './mail-copy-recovery.fr.js';
import { composePadFrench, composeRecurringFrench } from './mail-copy-recurring.fr.js';
import { composeStaffFrench } from './mail-copy-staff.fr.js';
import { mailAmount, mailTime } from './mail-format.js';

const purposes: Record<OtpPurpose, string> = {
  add_wallet: 'l’ajout d’un portefeuille externe',
  add_bank_account: 'la liaison d’un compte bancaire',
  withdrawal: 'un retrait',
  change_password: 'le changement de votre mot de passe',
  change_email: 'le changement de votre adresse courriel',
  create_personal_token: 'la création d’un jeton d’API personnel',
};

const closing = 'L’équipe Maple Exchange';

/** The French (fr-CA) wording of every e-mail; `support` is the address customers write to. */
export function composeFrench(content: MailContent, support: string): ComposedMail {
  const greeting = `Bonjour ${content.name},`;
  const notYou = `Si ce n’était pas vous, réinitialisez votre mot de passe et écrivez sans tarder à ${support}.`;
  switch (content.template) {
    case 'verify_email':
      return {
        subject: 'Confirmez votre adresse courriel',
        greeting,
        paragraphs: [
          'Bienvenue chez Maple Exchange. Confirmez votre adresse courriel pour terminer la création de votre compte.',
          'Le lien ne fonctionne qu’une fois et expire dans 48 heures. Si vous ne vous êtes pas inscrit, ignorez ce courriel.',
        ],
        action: { label: 'Confirmer mon adresse courriel', url: content.link },
        closing,
      };
    case 'signup_exists':
      return {
        subject: 'Vous avez déjà un compte Maple Exchange',
        greeting,
        paragraphs: [
          'Quelqu’un a tenté de créer un compte Maple Exchange avec cette adresse courriel, qui en a déjà un.',
          `Si c’était vous, connectez-vous à ${content.signInLink} ou réinitialisez votre mot de passe à ${content.resetLink}.`,
          'Si ce n’était pas vous, ignorez ce courriel : rien n’a changé.',
        ],
        closing,
      };
    case 'account_locked':
      return {
        subject: 'Votre compte est verrouillé',
        greeting,
        paragraphs: [
          'Après trop de tentatives de connexion infructueuses, nous avons verrouillé votre compte pour le protéger.',
          'Utilisez le lien ci-dessous pour le déverrouiller. Il ne fonctionne qu’une fois et expire dans 24 heures.',
          notYou,
        ],
        action: { label: 'Déverrouiller mon compte', url: content.link },
        closing,
      };
    case 'reset_password':
      return {
        subject: 'Réinitialisez votre mot de passe',
        greeting,
        paragraphs: [
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Maple Exchange.',
          'Le lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’avez rien demandé, ignorez ce courriel.',
        ],
        action: { label: 'Choisir un nouveau mot de passe', url: content.link },
        closing,
      };
    case 'wallet_added':
      return {
        subject: `Un portefeuille de retrait ${content.asset} a été ajouté à votre compte`,
        greeting,
        paragraphs: [
          `Le portefeuille « ${content.walletName} » (${content.asset}, ${content.address}) a été ajouté à votre compte Maple Exchange. Les retraits vers celui-ci pourront commencer le ${content.usableAt.toLocaleString('fr-CA', { timeZone: 'America/Toronto', dateStyle: 'long', timeStyle: 'short' })}.`,
          `Si ce n’était pas vous, ouvrez le lien ci-dessous : il bloque tous les retraits (en CAD et en cryptomonnaies) et l’ajout de portefeuilles et de comptes bancaires, et ferme toutes vos sessions. Réinitialisez ensuite votre mot de passe et écrivez à ${support}.`,
        ],
        action: { label: 'Ce n’était pas moi', url: content.notMeLink },
        closing,
      };
    case 'password_changed':
      return {
        subject: 'Votre mot de passe a été modifié',
        greeting,
        paragraphs: [
          'Le mot de passe de votre compte Maple Exchange vient d’être modifié et vos autres sessions ont été fermées.',
          `Pour votre protection, les retraits sont suspendus pendant ${durationWords(content.withdrawalHoldSeconds, 'fr-CA')}.`,
          `Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant à ${content.resetLink} et écrivez à ${support}.`,
        ],
        closing,
      };
    case 'password_removed':
      return {
        subject: 'Votre mot de passe a été supprimé',
        greeting,
        paragraphs: [
          'Le mot de passe de votre compte Maple Exchange vient d’être supprimé : vous vous connectez désormais avec vos clés d’accès. Vos autres sessions ont été fermées.',
          `Pour votre protection, les retraits sont suspendus pendant ${durationWords(content.withdrawalHoldSeconds, 'fr-CA')}.`,
          `Si ce n’était pas vous, choisissez un nouveau mot de passe dès maintenant à ${content.resetLink} et écrivez à ${support}.`,
        ],
        closing,
      };
    case 'email_otp':
      return {
        subject: `Votre code de confirmation : ${content.code}`,
        greeting,
        paragraphs: [
          `Utilisez ce code pour confirmer ${purposes[content.purpose]}. Il expire dans ${content.minutes} minutes et ne fonctionne qu’une fois.`,
          'Maple Exchange ne vous demandera jamais ce code par téléphone ni par courriel. Si vous ne l’avez pas demandé, changez votre mot de passe.',
        ],
        code: content.code,
        closing,
      };
    case 'mfa_enabled':
      return {
        subject: 'La vérification en deux étapes est activée',
        greeting,
        paragraphs: [
          'La vérification en deux étapes par application d’authentification est maintenant activée pour votre compte.',
          'Conservez vos codes de récupération en lieu sûr : chacun fonctionne une fois si vous perdez votre appareil.',
          notYou,
        ],
        closing,
      };
    case 'mfa_disabled':
      return {
        subject: 'La vérification en deux étapes est désactivée',
        greeting,
        paragraphs: [
          'La vérification en deux étapes par application d’authentification a été désactivée pour votre compte.',
          notYou,
        ],
        closing,
      };
    case 'passkey_added':
      return {
        subject: 'Une clé d’accès a été ajoutée à votre compte',
        greeting,
        paragraphs: [
          `La clé d’accès « ${content.passkeyName} » peut maintenant ouvrir une session dans votre compte, sans mot de passe.`,
          notYou,
        ],
        closing,
      };
    case 'passkey_removed':
      return {
        subject: 'Une clé d’accès a été retirée de votre compte',
        greeting,
        paragraphs: [
          `La clé d’accès « ${content.passkeyName} » ne peut plus ouvrir de session dans votre compte.`,
          notYou,
        ],
        closing,
      };
    case 'staff_enrolment':
      return composeStaffFrench(content, support, greeting, closing);
    case 'trade_confirmation':
      return tradeConfirmation(content, greeting);
    case 'kyc_passed':
    case 'kyc_failed':
    case 'kyc_in_review':
      return composeKycFrench(content, support, closing);
    case 'funding_deposit_received':
    case 'funding_withdrawal_sent':
    case 'funding_failed':
    case 'funding_returned':
      return composeFundingFrench(content, support, closing);
    case 'crypto_deposit_received':
    case 'crypto_withdrawal_sent':
    case 'crypto_transfer_failed':
      return composeCryptoFrench(content, support, closing);
    case 'withdrawal_approval_needed':
    case 'wallet_approval_needed':
    case 'bank_account_approval_needed':
      return composeApprovalFrench(content, support, closing);
    case 'account_recovery_started':
    case 'account_recovery_in_review':
    case 'account_recovered':
    case 'account_recovery_refused':
      return composeRecoveryFrench(content, support, closing);
    case 'adjustment_posted':
      return composeAdjustmentFrench(content, support, closing);
    case 'document_issued':
      return composeDocumentFrench(content, support, closing);
    case 'limit_order_ended':
      return composeOrderFrench(content, support, closing);
    case 'recurring_run_skipped':
      return composeRecurringFrench(content, support, closing);
    case 'pad_agreement_confirmed':
      return composePadFrench(content, support, closing);
    case 'price_alert':
    case 'price_digest':
      return composeAlertFrench(content, support, closing);
    case 'contact_message':
      return {
        subject: `Formulaire de contact : ${content.subject}`,
        greeting: 'Bonjour l’équipe du soutien,',
        paragraphs: [
          `${content.name} <${content.email}> a écrit au moyen du formulaire de contact :`,
          content.message,
        ],
        closing: 'Site Web de Maple Exchange',
      };
  }
}

/** A trade's confirmation: an optional e-mail, so it says how to turn it off. */
function tradeConfirmation(content: TradeConfirmationMail, greeting: string): ComposedMail {
  const crypto = formatAmount(content.cryptoAmount, content.asset, 'fr-CA', { withCode: true });
  const cad = mailAmount(content.cadAmount, 'CAD', 'fr-CA');
  const bought = content.side === 'buy';
  const accounts = bought
    ? `de votre compte CAD vers votre compte ${content.asset}`
    : `de votre compte ${content.asset} vers votre compte CAD`;
  return {
    subject: bought
      ? `Votre achat de ${content.asset} est confirmé`
      : `Votre vente de ${content.asset} est confirmée`,
    greeting,
    paragraphs: [
      bought ? `Vous avez acheté ${crypto} pour ${cad}.` : `Vous avez vendu ${crypto} pour ${cad}.`,
      `Effectuée le ${mailTime(content.at, 'fr-CA')}, ${accounts}.`,
      `Prix : ${formatAmount(content.price, 'CAD', 'fr-CA')} par ${content.asset}. Frais : ${formatAmount(content.fee, 'CAD', 'fr-CA')}. ${bought ? 'Total payé' : 'Total reçu'} : ${cad}.`,
      `Référence : ${content.reference}.`,
      `L’avis d’exécution, en PDF et en CSV à conserver, se trouve dans vos documents : ${content.documentsLink}`,
      `Vous recevez les confirmations d’opérations par courriel parce qu’elles sont activées dans vos paramètres de notification. Pour ne plus les recevoir, modifiez vos paramètres ici : ${content.settingsLink}`,
    ],
    closing,
  };
}
