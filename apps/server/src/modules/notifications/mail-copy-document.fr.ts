import type { ComposedMail, DocumentMailContent } from './mail-content.js';

const months = new Intl.DateTimeFormat('fr-CA', { month: 'long', timeZone: 'UTC' });

/** « octobre 2026 », « le deuxième trimestre de 2026 », ou une année telle quelle. */
function periodWords(period: string): string {
  const year = period.slice(0, 4);
  const quarter = /Q([1-4])$/.exec(period)?.[1];
  if (quarter !== undefined) {
    const ordinal = ['premier', 'deuxième', 'troisième', 'quatrième'][Number(quarter) - 1];
    return `le ${ordinal} trimestre de ${year}`;
  }
  if (period.length === 4) return year;
  return `${months.format(new Date(Date.UTC(Number(year), Number(period.slice(5, 7)) - 1, 1)))} ${year}`;
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
