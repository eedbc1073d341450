import type { TFunction } from 'i18next';

/** The one server message the app rewords (docs/product/errors.md). */
const signatureExpired = 'Signature has expired';

/** The text to show for an error message from the server: reworded if known, else as sent. */
export const displayServerMessage = (message: string, t: TFunction): string =>
  message === signatureExpired ? t('errors.signatureExpired') : message;
