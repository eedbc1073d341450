import type { ComposedMail, DocumentMailContent } from './mail-content.js';
import { mailPeriod } from './mail-period.js';

const ordinals = ['premier', 'deuxième', 'troisième', 'quatrième'];

/** « octobre 2026 », « le deuxième trimestre de 2026 », ou une année telle quelle. */
function periodWords(text: string): string {
  const period = mailPeriod(text, 'fr-CA');
  if (period.kind === 'quarter')
    return `le ${ordinals[period.quarter - 1] ?? ''} trimestre de ${period.year}`;
  return period.kind === 'month' ? `${period.month} ${period.year}` : period.year;
}

/** The French (fr-CA) wording of the e-mail of a statement or tax report made (ADR 77). */
export function composeDocumentFrench(
  content: DocumentMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const period = periodWords(content.period);
  const statement = content.kind === 'statement';
  return {
    subject: statement
      ? `Votre relevé de compte pour ${period} est prêt`
      : `Votre rapport de gains en capital ${period} est prêt`,
    greeting: `Bonjour ${content.name},`,
    paragraphs: [
      statement
        ? `Votre relevé de compte Maple Exchange pour ${period} est prêt : vos soldes, chaque mouvement, les fonds retenus, vos positions en cryptoactifs avec leur coût comptable et les frais payés. Il est conservé dans votre page Documents en fichier PDF et en fichier CSV.`
        : `Votre rapport de gains en capital pour ${period} est prêt : chaque disposition avec son coût, son produit et son gain ou sa perte, les totaux de l’annexe 3 et toute perte apparente refusée. Il est conservé dans votre page Documents en fichier PDF et en fichier CSV.`,
      `Veuillez le vérifier. Si un renseignement est inexact ou manquant, écrivez à ${support}.`,
    ],
    action: { label: 'Voir mes documents', url: content.link },
    closing,
  };
}
