export const languages = ['en-CA', 'fr-CA'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en-CA';

/** Any French variant reads the Canadian French catalogue; everything else gets en-CA. */
export const toLanguage = (detected: string): Language =>
  detected.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-CA';

export const isLanguage = (value: string): value is Language =>
  languages.some((language) => language === value);
