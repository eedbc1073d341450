/**
 * Business identity shown by the app (SPEC B1). These are deployment configuration, kept in one
 * module so a white-label build changes them in one place.
 */
export interface SocialLink {
  /** Network name as the network writes it; not translated. */
  network: string;
  url: string;
}

export const brand = {
  name: 'Maple Exchange',
  social: [
    { network: 'X', url: 'https://x.com/MapleExchangeCA' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/maple-exchange' },
    { network: 'Facebook', url: 'https://www.facebook.com/MapleExchangeCA' },
    { network: 'Instagram', url: 'https://www.instagram.com/mapleexchangeca' },
  ] satisfies readonly SocialLink[],
} as const;
