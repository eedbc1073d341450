import { z } from 'zod';

/**
 * Field schemas shared by the server (which enforces them) and the web forms (which check them
 * early). Objects built from them are strict: an unknown field is an error, not ignored.
 */
export const languageSchema = z.enum(['en-CA', 'fr-CA']);
export type Language = z.infer<typeof languageSchema>;

export const emailSchema = z
  .string({ error: 'E-mail address is required' })
  .trim()
  .max(254, 'E-mail address is too long')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }))
  .transform((email) => email.toLowerCase());

/** Strength (zxcvbn score ≥ 3, not a common password) is checked on the server. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(12, 'Use at least 12 characters')
  .max(128, 'Use at most 128 characters');

/** Sign-in accepts any stored password; the length cap only bounds hashing work. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(128, 'Password is too long');

// Letters, marks, digits, spaces and common name punctuation; no control characters or markup.
const DISPLAY_NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'’-]*$/u;

export const displayNameSchema = z
  .string({ error: 'Display name is required' })
  .trim()
  .min(1, 'Display name is required')
  .max(60, 'Use at most 60 characters')
  .regex(DISPLAY_NAME, "Use letters, numbers, spaces and . , ' -");

/** A 6-digit TOTP or e-mail code. */
export const otpCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

/** A one-time recovery code as shown to the user: `xxxxx-xxxxx`, letters and digits. */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, 'Enter a recovery code like abcde-12345');

/** The second sign-in step takes either an authenticator code or a recovery code. */
export const mfaCodeSchema = z.union([otpCodeSchema, recoveryCodeSchema], {
  error: 'Enter the 6-digit code or a recovery code',
});

/** An opaque one-time token from an e-mail link. */
export const linkTokenSchema = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'The link is invalid or incomplete');

/** The proof-of-work solution the ALTCHA widget produces (base64 JSON). */
export const altchaSchema = z
  .string({ error: 'Please complete the verification' })
  .min(1, 'Please complete the verification')
  .max(4096, 'The verification is invalid');
