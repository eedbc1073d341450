import { z } from 'zod';
import { adminPageQuerySchema } from './admin-funding.js';

/**
 * The back office's view of the audit trail (`/admin/api/audit`, staff roles compliance and
 * admin): search, CSV export and the hash chain's check. Every answer is `{ data: ... }`, the CSV
 * export excepted; every look at the log is itself audited.
 */
export const auditActorTypeSchema = z.enum(['system', 'customer', 'staff', 'bank']);
export type AuditActorType = z.infer<typeof auditActorTypeSchema>;

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);
const eventIdSchema = z.string().regex(/^\d{1,19}$/);

/** The filters of the search and of the export; every one narrows, none is required. */
const auditFilterShape = {
  actor_type: auditActorTypeSchema.optional(),
  actor_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:@-]{1,128}$/, { error: 'Letters, digits and _ . : @ - only' })
    .optional(),
  /** The beginning of the action's name: `staff.` finds every staff action. */
  action: z
    .string()
    .trim()
    .regex(/^[a-z_.]{1,64}$/, { error: 'Lower-case letters, _ and . only' })
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  request_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,128}$/, { error: 'Letters, digits and _ . : - only' })
    .optional(),
};

const fromBeforeTo = (filter: { from?: string; to?: string }) =>
  filter.from === undefined ||
  filter.to === undefined ||
  Date.parse(filter.from) <= Date.parse(filter.to);
const fromBeforeToError = { error: '`from` must not be after `to`', path: ['to'] };

export const auditListQuerySchema = adminPageQuerySchema
  .extend(auditFilterShape)
  .refine(fromBeforeTo, fromBeforeToError);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditExportQuerySchema = z
  .strictObject(auditFilterShape)
  .refine(fromBeforeTo, fromBeforeToError);

export const auditEventSchema = z.object({
  id: eventIdSchema,
  occurred_at: z.iso.datetime(),
  actor_type: auditActorTypeSchema,
  actor_id: z.string().nullable(),
  /** Who the actor is for people: a staff member's e-mail; null for other actors. */
  actor_name: z.string().nullable(),
  action: z.string(),
  request_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  prev_hash: hashSchema,
  hash: hashSchema,
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  objects: z.array(auditEventSchema),
});
export type AuditList = z.infer<typeof auditListSchema>;

/** The chain's check: `first_broken_id` names the first row that does not link, when one does not. */
export const auditVerificationSchema = z.object({
  valid: z.boolean(),
  checked: z.number().int(),
  first_broken_id: eventIdSchema.optional(),
  /** The chain's end the check ran to: keep it elsewhere to notice a rewritten chain later. */
  last_id: eventIdSchema,
  last_hash: hashSchema,
  /** Alerts recorded for a chain head changed behind the application (any one fails the check). */
  head_alerts: z.number().int(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

/**
 * An alert the database recorded when the chain's head did not match its newest row (changed
 * behind the application's back): what the head said and the real end the chain went on from.
 */
export const auditChainAlertSchema = z.object({
  id: eventIdSchema,
  detected_at: z.iso.datetime(),
  /** Whatever was written there: any whole number, even one no row ever had. */
  head_last_id: z
    .string()
    .regex(/^-?\d{1,19}$/)
    .nullable(),
  head_last_hash: hashSchema.nullable(),
  end_id: eventIdSchema,
  end_hash: hashSchema,
});
export type AuditChainAlert = z.infer<typeof auditChainAlertSchema>;

export const auditChainAlertListSchema = z.object({ objects: z.array(auditChainAlertSchema) });
export type AuditChainAlertList = z.infer<typeof auditChainAlertListSchema>;

/** The CSV export's columns, in order. */
export const auditCsvColumns = [
  'id',
  'occurred_at',
  'actor_type',
  'actor_id',
  'actor_name',
  'action',
  'request_id',
  'details',
  'prev_hash',
  'hash',
] as const;
