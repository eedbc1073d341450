import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The staff users `npm run admin:create` makes for the main e2e server before it starts. The
 * server takes each authenticator step of a staff member once, so every spec that signs in has
 * a member of its own: specs sharing one would queue for 30-second steps and run out of time.
 */
export const e2eStaffMembers = {
  /** admin-sign-in.spec: the current step, a wrong code and a replayed one. */
  signIn: { email: 'e2e-admin@example.ca', name: 'E2E Admin', role: 'admin' },
  /** identity-verification.spec: the reviews. */
  reviewer: { email: 'e2e-reviewer@example.ca', name: 'E2E Reviewer', role: 'admin' },
  /** identity-verification.spec: the second approval a politically exposed applicant needs. */
  secondReviewer: {
    email: 'e2e-second-reviewer@example.ca',
    name: 'E2E Second Reviewer',
    role: 'compliance',
  },
  /** admin-audit.spec. */
  auditor: { email: 'e2e-auditor@example.ca', name: 'E2E Auditor', role: 'admin' },
  /** back-office.spec: the checker of maker-checker. */
  backOffice: { email: 'e2e-back-office@example.ca', name: 'E2E Back Office', role: 'admin' },
  /** back-office.spec: a compliance officer, the maker. */
  compliance: { email: 'e2e-compliance@example.ca', name: 'E2E Compliance', role: 'compliance' },
  /** account-recovery.spec: the two people who approve a recovery. */
  recoveryMaker: {
    email: 'e2e-recovery-maker@example.ca',
    name: 'E2E Recovery Maker',
    role: 'compliance',
  },
  recoveryChecker: {
    email: 'e2e-recovery-checker@example.ca',
    name: 'E2E Recovery Checker',
    role: 'admin',
  },
  /** staff-passkeys.spec: adds a passkey, then signs in with it alone. */
  passkeys: { email: 'e2e-passkeys@example.ca', name: 'E2E Passkeys', role: 'support' },
} as const;

export type E2eStaffName = keyof typeof e2eStaffMembers;
export type E2eStaffMember = (typeof e2eStaffMembers)[E2eStaffName];

export const staffPrintoutPath = (dataDir: string, email: string): string =>
  join(dataDir, `staff-${email}.txt`);

export interface StaffCredentials {
  email: string;
  password: string;
  totpSecret: string;
}

/** The one-time printout of admin:create, read back like the operator who ran it would. */
export function e2eStaff(who: E2eStaffName): StaffCredentials {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const { email } = e2eStaffMembers[who];
  const printout = readFileSync(staffPrintoutPath(dataDir, email), 'utf8');
  const field = (name: string): string => {
    const value = new RegExp(`^\\s*${name}\\s+(\\S+)\\s*$`, 'm').exec(printout)?.[1];
    if (value === undefined) throw new Error(`admin:create printed no ${name}:\n${printout}`);
    return value;
  };
  return { email, password: field('password'), totpSecret: field('TOTP secret') };
}
