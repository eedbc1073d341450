import { type Disclosure, disclosureLines } from '../../lib/business';
import type { Language } from '../../lib/i18n/languages';

/**
 * The words around the disclosure's values, per language; the securities regulators' standing
 * is configured as a whole sentence in each language and shown as it is.
 */
export interface DisclosureWords {
  /** `{value}`: the FINTRAC money services business number. */
  fintracMsb: string;
  /** `{value}`: the custodian's name. */
  custodian: string;
}

/** A value in its sentence, in the footer's language and its catalogue's way of filling. */
export type SayDisclosure = (item: keyof DisclosureWords, value: string) => string;

/**
 * Who the operator is in regulatory terms (FINTRAC registration, the securities regulators'
 * registration or pre-registration undertaking, the custodian), in every page's footer: the
 * public site's and the app's. Only what is configured shows; nothing configured, nothing shown.
 */
export function RegulatoryDisclosure({
  disclosure,
  language,
  say,
}: {
  disclosure: Disclosure;
  language: Language;
  say: SayDisclosure;
}) {
  const lines = disclosureLines(disclosure, language);
  if (lines.length === 0) return null;
  return (
    <div data-disclosure="" className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
      {lines.map(({ item, value }) => (
        <p key={item}>{item === 'csaRegistration' ? value : say(item, value)}</p>
      ))}
    </div>
  );
}
