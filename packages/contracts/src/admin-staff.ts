import { z } from 'zod';
import {
  displayNameSchema,
  emailSchema,
  languageSchema,
  linkTokenSchema,
  newPasswordSchema,
  otpCodeSchema,
} from './fields.js';
import { totpEnrolmentSchema } from './identity.js';
import { staffRoleSchema } from './staff.js';

/**
 * Staff management (`/admin/api/staff`, admins only): invite, list, set a role or the e-mail
 * language, reset the authenticator, deactivate. An invitation (or an MFA reset) e-mails a link to
 * `/admin/enrol?token=…`, where the staff member sets a password and enrols an authenticator.
 */

/** Invited: has not finished enrolling. Deactivated: may never sign in again. */
export const staffStateSchema = z.enum(['invited', 'active', 'deactivated']);
export type StaffState = z.infer<typeof staffStateSchema>;

export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  display_name: z.string(),
  role: staffRoleSchema,
  /** The language of the e-mails they get: invitation, MFA reset, unlock link. */
  language: languageSchema,
  state: staffStateSchema,
  /** Locked after too many failed sign-ins, until the e-mailed unlock link is used. */
  locked: z.boolean(),
  created_at: z.iso.datetime(),
  /**
   * A role that can approve (compliance, admin), asked for by one admin and waiting for a
   * different one: until approved the member keeps `role` (an invitee starts as support).
   */
  role_grant: z
    .object({
      role: staffRoleSchema,
      requested_by_email: z.string(),
      requested_at: z.iso.datetime(),
    })
    .nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ objects: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

export const staffInviteSchema = z.strictObject({
  email: emailSchema,
  display_name: displayNameSchema,
  role: staffRoleSchema,
  language: languageSchema.default('en-CA'),
});
export type StaffInvite = z.input<typeof staffInviteSchema>;

export const staffParamsSchema = z.strictObject({
  staff_id: z.uuid({ error: 'must be a staff id' }),
});

export const staffRoleChangeSchema = z.strictObject({ role: staffRoleSchema });
export type StaffRoleChange = z.input<typeof staffRoleChangeSchema>;

export const staffLanguageChangeSchema = z.strictObject({ language: languageSchema });
export type StaffLanguageChange = z.input<typeof staffLanguageChangeSchema>;

/** Reset MFA, deactivate and a role grant's approval or rejection carry no fields. */
export const staffActionSchema = z.strictObject({});

/** The enrolment link's first step: who it is for, and a fresh authenticator key. */
export const staffEnrolmentStartSchema = z.strictObject({ token: linkTokenSchema });
export const staffEnrolmentSchema = totpEnrolmentSchema.extend({
  email: z.string(),
  display_name: z.string(),
});
export type StaffEnrolment = z.infer<typeof staffEnrolmentSchema>;

/** The last step: a new password and the first authenticator code; the link is spent. */
export const staffEnrolmentFinishSchema = z.strictObject({
  token: linkTokenSchema,
  password: newPasswordSchema,
  session_info: z.uuid({ error: 'Start the set-up again' }),
  code: otpCodeSchema,
});
export type StaffEnrolmentFinish = z.input<typeof staffEnrolmentFinishSchema>;
