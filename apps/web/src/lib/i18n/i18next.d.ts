import 'i18next';
import type { Catalogue } from './en-CA';

// Typed keys: `t('nav.dashboard')` is checked against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
