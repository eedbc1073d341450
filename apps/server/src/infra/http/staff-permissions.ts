import type { StaffRole } from '@maple/contracts';

/**
 * The back office's permission matrix (docs/product/roles.md): which staff roles hold each
 * permission. Every `/admin/api` route names exactly one (`auth.require('admin', { permission })`),
 * the server enforces it, and the access-matrix test (conformance/staff-access-matrix.test.ts)
 * walks every registered admin route with every role, failing for a route that names none.
 */
export const staffPermissions = {
  /** The staff member's own session and account: who am I, sign out, their passkeys. */
  own_session: ['support', 'compliance', 'admin'],
  /** Read the back office: customers, verifications under review, funding queues. */
  read: ['support', 'compliance', 'admin'],
  /** Support a customer: internal notes, revoking the customer's sessions. */
  support: ['support', 'compliance', 'admin'],
  /** The audit log: search, export, verify the chain (it names who did what to whom). */
  audit: ['compliance', 'admin'],
  /**
   * Decide: verifications, bank account holders, suspense items, compliance cases, failed
   * transfers handled, freezes and withdrawal blocks, MFA resets, proposing a manual adjustment
   * (an admin approves it).
   */
  compliance: ['compliance', 'admin'],
  /** Run the platform: the job queue's dead letters, staff, sandbox operations, approving adjustments. */
  admin: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof staffPermissions;

export const mayStaff = (role: StaffRole, permission: StaffPermission): boolean =>
  staffPermissions[permission].some((holder) => holder === role);
