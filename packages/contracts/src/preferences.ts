import { z } from 'zod';
import { languageSchema } from './fields.js';

/**
 * The e-mails a customer may switch off. Security and account e-mails (sign-in alerts,
 * password and second-factor changes, verification results, one-time codes and links) are
 * not listed: they are always sent.
 */
export const optionalEmailCategories = ['trade_confirmations', 'product_updates'] as const;
export type OptionalEmailCategory = (typeof optionalEmailCategories)[number];

/**
 * What a customer who never chose receives. News is off: Canada's anti-spam law (CASL) needs
 * express consent before any commercial message.
 */
export const defaultEmailChoices: Readonly<Record<OptionalEmailCategory, boolean>> = {
  trade_confirmations: true,
  product_updates: false,
};

export const emailChoicesSchema = z.strictObject({
  trade_confirmations: z.boolean(),
  product_updates: z.boolean(),
});
export type EmailChoices = z.infer<typeof emailChoicesSchema>;

/**
 * `GET /customers/preferences` answers these and `PUT` replaces them whole. The language is
 * the one the customer's e-mails are written in.
 */
export const preferencesSchema = z.strictObject({
  language: languageSchema,
  emails: emailChoicesSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;
