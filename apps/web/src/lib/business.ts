import type { Language } from './i18n/languages';

/**
 * The business the site is published for (docs/product/overview.md): brand, legal name, contact
 * details, the Ontario address and the opening hours. Build-time configuration, read from the
 * environment when the app is built (`BUSINESS_*` and `PUBLIC_URL`, see the README; checked by the
 * prerender step); these defaults are the demo business. The page metadata, the header and
 * footer, the contact page and the legal documents read it from here and nowhere else.
 */
export interface Business {
  brand: string;
  legalName: string;
  supportEmail: string;
  /** E.164, e.g. +14165550123. */
  supportPhone: string;
  address: {
    street: string;
    city: string;
    /** Two-letter province code. */
    province: string;
    postalCode: string;
    country: 'CA';
  };
  /** Days open (schema.org day names) and the hours, 24-hour `HH:MM`. */
  hours: { days: readonly DayOfWeek[]; opens: string; closes: string };
  /** Where the site is served from, without a trailing slash: canonical and Open Graph URLs. */
  origin: string;
  social: readonly { network: string; url: string }[];
  /** Who the operator is in regulatory terms, in every page's footer. */
  disclosure: Disclosure;
}

/**
 * The operator's regulatory standing, as configured; an empty value is not shown (the demo
 * business claims none: docs/public-site.md).
 */
export interface Disclosure {
  /** FINTRAC money services business registration number (M and 8 digits). */
  fintracMsb: string;
  /**
   * The securities regulators' standing in a sentence per language: a registration (restricted
   * dealer, with whom) or a pre-registration undertaking. Both languages or neither.
   */
  csaRegistration: Readonly<Record<Language, string>>;
  /** Who holds customers' crypto assets. */
  custodian: string;
}

export type DisclosureItem = 'fintracMsb' | 'csaRegistration' | 'custodian';

/** The disclosure's lines in a language, in a fixed order, the empty ones left out. */
export function disclosureLines(
  disclosure: Disclosure,
  language: Language,
): { item: DisclosureItem; value: string }[] {
  const lines: { item: DisclosureItem; value: string }[] = [
    { item: 'fintracMsb', value: disclosure.fintracMsb },
    { item: 'csaRegistration', value: disclosure.csaRegistration[language] },
    { item: 'custodian', value: disclosure.custodian },
  ];
  return lines.filter((line) => line.value.trim() !== '');
}

export type DayOfWeek =
  | 'Monday'
  | 'Tuesday'
  | 'Wednesday'
  | 'Thursday'
  | 'Friday'
  | 'Saturday'
  | 'Sunday';

const env = import.meta.env;

export const business: Business = {
  brand: env.BUSINESS_BRAND ?? 'Maple Exchange',
  legalName: env.BUSINESS_LEGAL_NAME ?? 'Maple Exchange Technologies Inc.',
  supportEmail: env.BUSINESS_SUPPORT_EMAIL ?? 'support@maple.exchange',
  supportPhone: env.BUSINESS_SUPPORT_PHONE ?? '+14165550199',
  address: {
    street: env.BUSINESS_STREET ?? '100 King Street West, Suite 5700',
    city: env.BUSINESS_CITY ?? 'Toronto',
    province: env.BUSINESS_PROVINCE ?? 'ON',
    postalCode: env.BUSINESS_POSTAL_CODE ?? 'M5X 1C7',
    country: 'CA',
  },
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: env.BUSINESS_OPENS ?? '09:00',
    closes: env.BUSINESS_CLOSES ?? '17:00',
  },
  origin: (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  social: [
    { network: 'X', url: 'https://x.com/MapleExchangeCA' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/maple-exchange' },
    { network: 'Facebook', url: 'https://www.facebook.com/MapleExchangeCA' },
    { network: 'Instagram', url: 'https://www.instagram.com/mapleexchangeca' },
  ],
  disclosure: {
    fintracMsb: env.BUSINESS_FINTRAC_MSB ?? '',
    csaRegistration: {
      'en-CA': env.BUSINESS_CSA_REGISTRATION ?? '',
      'fr-CA': env.BUSINESS_CSA_REGISTRATION_FR ?? '',
    },
    custodian: env.BUSINESS_CUSTODIAN ?? '',
  },
};
