import type { RecurringFrequency, RecurringSkipReason } from '@maple/contracts';
import type {
  ComposedMail,
  PadAgreementMailContent,
  RecurringRunMailContent,
} from './mail-content.js';
import { mailAmount, mailDay, mailPrice, mailTime } from './mail-format.js';

const reasons: Record<RecurringSkipReason, string> = {
  insufficient_funds: 'le solde disponible de votre compte ne suffisait pas',
  deposit_pending:
    'le dépôt par TEF de votre compte bancaire prévu pour l’achat n’était pas arrivé à temps',
  deposit_failed:
    'le dépôt par TEF de votre compte bancaire prévu pour l’achat n’a pas pu être fait ou a été retourné',
  over_limit: 'il aurait dépassé votre limite de placement',
  not_verified: 'votre identité doit être vérifiée de nouveau avant que vous puissiez négocier',
  price_above_limit: 'le prix était au-dessus de votre limite',
  price_below_limit: 'le prix était au-dessous de votre limite',
  window_missed: 'nous n’avons pas pu l’exécuter pendant sa journée (un retard de notre côté)',
  refused: 'l’opération a été refusée',
};

/** Each frequency as it follows « achat » and « vente », which differ in gender. */
const frequencies: Record<RecurringFrequency, { achat: string; vente: string }> = {
  daily: { achat: 'quotidien', vente: 'quotidienne' },
  weekly: { achat: 'hebdomadaire', vente: 'hebdomadaire' },
  biweekly: { achat: 'aux deux semaines', vente: 'aux deux semaines' },
  semimonthly: { achat: 'bimensuel', vente: 'bimensuelle' },
  monthly: { achat: 'mensuel', vente: 'mensuelle' },
  month_end: { achat: 'de fin de mois', vente: 'de fin de mois' },
};

/** The French (fr-CA) wording of the e-mail of a recurring buy or sale's skipped run. */
export function composeRecurringFrench(
  content: RecurringRunMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const kind = content.side === 'buy' ? 'achat' : 'vente';
  const yours = kind === 'achat' ? 'Votre achat' : 'Votre vente';
  const order = `${yours} ${frequencies[content.frequency][kind]} de ${content.asset}`;
  const limit =
    content.limitPrice === null
      ? ''
      : ` Votre limite de prix est de ${mailPrice(content.limitPrice, 'fr-CA')}.`;
  const day = mailDay(content.day, 'fr-CA');
  return {
    subject: `${yours} de ${content.asset} du ${day} n’a pas eu lieu`,
    greeting: `Bonjour ${content.name},`,
    paragraphs: [
      `${order} pour ${mailAmount(content.amount, content.gives, 'fr-CA')} n’a pas eu lieu le ${day} : ${reasons[content.reason]}.${limit}`,
      'Rien n’a été négocié et le calendrier continue : la prochaine exécution figure sur votre page des ordres, où vous pouvez aussi le modifier, le suspendre ou l’annuler.',
      `Des questions? Écrivez à ${support}.`,
    ],
    action: { label: 'Voir mes ordres récurrents', url: content.link },
    closing,
  };
}

/** The French written confirmation of a PAD agreement (Payments Canada Rule H1). */
export function composePadFrench(
  content: PadAgreementMailContent,
  support: string,
  closing: string,
): ComposedMail {
  return {
    subject: 'Votre accord de débit préautorisé',
    greeting: `Bonjour ${content.name},`,
    paragraphs: [
      `Le ${mailTime(content.agreedAt, 'fr-CA')}, vous avez accepté les conditions de débit préautorisé (DPA) de Maple Exchange (${content.termsVersion}) pour votre compte ${content.maskedNumber} à ${content.institution}. Ce courriel est la confirmation écrite de cet accord.`,
      'Selon cet accord, chaque exécution d’un achat récurrent financé par ce compte le débite du montant de cette exécution, quelques jours ouvrables avant celle-ci. Le montant et le calendrier sont ceux que vous avez choisis; vous avez accepté de ne pas recevoir d’avis distinct avant chaque débit.',
      'Vous pouvez annuler cet accord en tout temps en annulant ou en modifiant vos achats récurrents, ou en nous écrivant; un débit déjà amorcé peut encore être effectué. Vous disposez de certains droits de recours si un débit n’est pas conforme à cet accord : par exemple, le droit d’être remboursé pour un débit non autorisé ou non conforme. Pour obtenir un modèle de formulaire d’annulation ou plus d’information sur vos droits de recours, communiquez avec votre institution financière ou visitez paiements.ca.',
      `Des questions? Écrivez à ${support}.`,
    ],
    action: { label: 'Voir mes ordres récurrents', url: content.link },
    closing,
  };
}
