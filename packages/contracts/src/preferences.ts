import { z } from 'zod';
import { languageSchema } from './fields.js';

/**
 * `GET /customers/preferences` answers these and `PUT` replaces them whole. The language is
 * the one the customer's e-mails are written in; what they are told, and how, is their
 * notification settings (notification-settings.ts).
 */
export const preferencesSchema = z.strictObject({ language: languageSchema });
export type Preferences = z.infer<typeof preferencesSchema>;
