import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The staff user `npm run admin:create` makes for the e2e server before it starts. */
export const e2eAdminEmail = 'e2e-admin@example.ca';

export const staffPrintoutPath = (dataDir: string): string => join(dataDir, 'staff-admin.txt');

export interface StaffCredentials {
  email: string;
  password: string;
  totpSecret: string;
}

/** The one-time printout of admin:create, read back like the operator who ran it would. */
export function e2eAdmin(): StaffCredentials {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const printout = readFileSync(staffPrintoutPath(dataDir), 'utf8');
  const field = (name: string): string => {
    const value = new RegExp(`^\\s*${name}\\s+(\\S+)\\s*$`, 'm').exec(printout)?.[1];
    if (value === undefined) throw new Error(`admin:create printed no ${name}:\n${printout}`);
    return value;
  };
  return { email: e2eAdminEmail, password: field('password'), totpSecret: field('TOTP secret') };
}
