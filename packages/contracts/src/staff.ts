import { z } from 'zod';
import { emailSchema, otpCodeSchema, passwordSchema } from './fields.js';

/**
 * The back office (`/admin/api/...`): staff users with roles, TOTP mandatory
 * (docs/product/sessions.md).
 */
export const staffRoleSchema = z.enum(['support', 'compliance', 'admin']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Staff sign in in one step: e-mail, password and the authenticator code. */
export const adminSignInRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  code: otpCodeSchema,
});
export type AdminSignInRequest = z.input<typeof adminSignInRequestSchema>;

/**
 * POST /admin/api/me/passkeys/registration: the password and a current authenticator code, the
 * two things staff sign in with, before a passkey that signs in alone is added (ADR 56). The
 * rest of a staff member's passkeys travel in the customer's forms (passkeys.ts).
 */
export const staffPasskeyRegistrationRequestSchema = z.strictObject({
  password: passwordSchema,
  code: otpCodeSchema,
});
export type StaffPasskeyRegistrationRequest = z.input<typeof staffPasskeyRegistrationRequestSchema>;

/** DELETE /admin/api/me/passkeys/{id}: the password; staff always have one. */
export const staffPasskeyRemoveRequestSchema = z.strictObject({ password: passwordSchema });
export type StaffPasskeyRemoveRequest = z.input<typeof staffPasskeyRemoveRequestSchema>;

/** The admin token `a_at` (8 h), stored in session storage (docs/product/data.md). */
export const adminTokenSchema = z.object({ a_at: z.string() });

export const staffProfileSchema = z.object({
  email: z.string(),
  display_name: z.string(),
  role: staffRoleSchema,
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;
