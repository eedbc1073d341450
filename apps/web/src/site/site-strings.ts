import type { CryptoAssetCode } from '@maple/money';
import type { DisclosureWords } from '../components/footer/RegulatoryDisclosure';

/**
 * The words of the public site's frame and landing page, per language
 * (`content/<language>/site.ts`). `{name}` marks are filled in with `fill`.
 */
export interface SiteStrings {
  skipToContent: string;
  header: {
    /** `{brand}` */
    home: string;
    mainNav: string;
    learn: string;
    about: string;
    contact: string;
    signIn: string;
    signUp: string;
    dashboard: string;
    /** The other language's name, in that language. */
    otherLanguage: string;
    /** What the language link does, in that other language. */
    otherLanguageHint: string;
    toDark: string;
    toLight: string;
  };
  footer: {
    siteNav: string;
    legalNav: string;
    /** The labels of the footer's links, by route id. */
    links: Readonly<Record<FooterLinkId, string>>;
    socialNav: string;
    /** `{brand}`, `{network}` */
    socialLink: string;
    /** `{year}`, `{brand}` */
    copyright: string;
    /** `{address}` */
    address: string;
    /** The regulatory disclosure's lines that have words around the value: `{value}`. */
    disclosure: DisclosureWords;
  };
  content: {
    /** `{date}` */
    effective: string;
    ctaHeading: string;
    ctaText: string;
    ctaButton: string;
  };
  notFound: {
    title: string;
    description: string;
    heading: string;
    body: string;
    home: string;
    learn: string;
  };
  landing: LandingStrings;
}

export interface LandingStrings {
  title: string;
  description: string;
  heading: string;
  lead: string;
  signUp: string;
  signIn: string;
  points: readonly { heading: string; text: string }[];
  prices: {
    heading: string;
    intro: string;
    asset: string;
    price: string;
    change: string;
    trend: string;
    /** `{asset}` */
    trendLabel: string;
    loading: string;
    unavailable: string;
    live: string;
    /** Instead of `live` when the server simulates its prices (`MARKET_DATA=simulated`). */
    simulated: string;
    simulatedNote: string;
    reconnecting: string;
    delayed: string;
    names: Readonly<Record<CryptoAssetCode, string>>;
  };
  contact: ContactStrings;
}

export interface ContactStrings {
  heading: string;
  /** The form's heading on the contact page, whose own heading already says "contact". */
  pageHeading: string;
  intro: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** `{count}` */
  messageHint: string;
  invalid: {
    name: string;
    email: string;
    subject: string;
    messageShort: string;
    messageLong: string;
    altcha: string;
  };
  altcha: { label: string; idle: string; verifying: string; verified: string; failed: string };
  send: string;
  sending: string;
  sent: string;
  sendAnother: string;
  problem: string;
  rateLimited: string;
  network: string;
  server: string;
}

/** The pages the footer links to. */
export const footerSiteLinks = ['learn', 'faq', 'gettingStarted', 'about', 'contact'] as const;
export const footerLegalLinks = ['privacyPolicy', 'termsAndConditions', 'userAgreement'] as const;
export type FooterLinkId = (typeof footerSiteLinks)[number] | (typeof footerLegalLinks)[number];

/** `fill('Hello {name}', { name: 'Ada' })` → `Hello Ada`. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (mark, key: string) =>
    key in values ? String(values[key]) : mark,
  );
