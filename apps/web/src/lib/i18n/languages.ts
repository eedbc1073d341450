export const languages = ['en-CA', 'fr-CA'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en-CA';

/** Any French variant reads the Canadian French catalogue; everything else gets en-CA. */
export const toLanguage = (detected: string): Language =>
  detected.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-CA';

export const isLanguage = (value: string): value is Language =>
  languages.some((language) => language === value);

/**
 * The query parameter that names the language a link into the app was followed from
 * (`/signup?lang=en-CA`): the page's language wins over the one remembered, which another page
 * in the other language may have stored before the browser went back.
 */
export const languageQueryKey = 'lang';

/** A path of the app, opened in the given language. */
export const inLanguage = (path: string, language: Language): string =>
  `${path}?${languageQueryKey}=${language}`;
