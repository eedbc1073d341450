import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { localKeys } from '../session/keys';
import { enCA } from './en-CA';
import { frCA } from './fr-CA';
import { defaultLanguage, languageQueryKey, languages, toLanguage } from './languages';

// Both catalogues ship in the main chunk: they are small, and loading one later would flash
// untranslated text or suspend the first render.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { 'en-CA': { translation: enCA }, 'fr-CA': { translation: frCA } },
    supportedLngs: languages,
    fallbackLng: defaultLanguage,
    load: 'currentOnly',
    // The catalogues are bundled, so initialisation is synchronous and the first render is
    // already translated.
    initAsync: false,
    detection: {
      // A link from a page of the site names its language; otherwise the one remembered.
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: languageQueryKey,
      lookupLocalStorage: localKeys.language,
      caches: ['localStorage'],
      convertDetectedLanguage: toLanguage,
    },
    // React escapes rendered text itself.
    interpolation: { escapeValue: false },
  });

const syncDocumentLanguage = (language: string): void => {
  document.documentElement.lang = toLanguage(language);
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export { i18n };
