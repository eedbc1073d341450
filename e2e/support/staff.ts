import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The staff users `npm run admin:create` makes for the e2e server before it starts. */
export const e2eAdminEmail = 'e2e-admin@example.ca';
export const e2eComplianceEmail = 'e2e-compliance@example.ca';

export const staffPrintoutPath = (dataDir: string): string => join(dataDir, 'staff-admin.txt');
export const compliancePrintoutPath = (dataDir: string): string =>
  join(dataDir, 'staff-compliance.txt');

export interface StaffCredentials {
  email: string;
  password: string;
  totpSecret: string;
}

/** The one-time printout of admin:create, read back like the operator who ran it would. */
function printedStaff(email: string, printoutPath: (dataDir: string) => string): StaffCredentials {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const printout = readFileSync(printoutPath(dataDir), 'utf8');
  const field = (name: string): string => {
    const value = new RegExp(`^\\s*${name}\\s+(\\S+)\\s*$`, 'm').exec(printout)?.[1];
    if (value === undefined) throw new Error(`admin:create printed no ${name}:\n${printout}`);
    return value;
  };
  return { email, password: field('password'), totpSecret: field('TOTP secret') };
}

/** The administrator every admin spec shares. */
export const e2eAdmin = (): StaffCredentials => printedStaff(e2eAdminEmail, staffPrintoutPath);

/** A compliance officer: a second member of staff, the maker of maker-checker flows. */
export const e2eCompliance = (): StaffCredentials =>
  printedStaff(e2eComplianceEmail, compliancePrintoutPath);
