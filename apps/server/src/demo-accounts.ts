import { findCustomerByUserId } from './modules/customers/customers.repo.js';
import { otpauthUri } from './modules/identity/totp.js';
import { findUserByEmail } from './modules/identity/users.repo.js';
import type { Services } from './services.js';

/**
 * Fixed, documented demo credentials (README): the same every start, so a newcomer can sign in
 * right away. Only seeded when DEMO_ACCOUNTS is on (the development default; refused in
 * production by the config).
 */
export const demoCustomer = {
  email: 'demo@maple.exchange',
  password: 'maple-demo-customer-2026',
  displayName: 'Demo Customer',
} as const;

export const demoAdmin = {
  email: 'admin@maple.exchange',
  password: 'maple-demo-admin-2026',
  displayName: 'Demo Admin',
} as const;

/**
 * A second member of staff, so that whatever needs two people (a manual adjustment proposed by
 * one and approved by another) can be tried on a fresh start.
 */
export const demoCompliance = {
  email: 'compliance@maple.exchange',
  password: 'maple-demo-compliance-2026',
  displayName: 'Demo Compliance Officer',
} as const;

interface StaffCredentials {
  email: string;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

export interface DemoCredentials {
  customer: { email: string; password: string };
  admin: StaffCredentials;
  compliance: StaffCredentials;
}

/**
 * Makes sure the demo customer (address confirmed, identity verified as a retail investor in
 * Ontario, funded), the demo admin and the demo compliance officer (TOTP enrolled) exist.
 * Idempotent: an existing staff member's TOTP secret is read back (decrypted), not replaced.
 */
export async function ensureDemoAccounts(services: Services): Promise<DemoCredentials> {
  await services.identity.registration.createVerifiedUser({
    email: demoCustomer.email,
    password: demoCustomer.password,
    display_name: demoCustomer.displayName,
    language: 'en-CA',
  });

  const customerGuid = await demoCustomerGuid(services);
  await fundDemoCustomer(services, customerGuid);
  await services.kyc.seedVerified(customerGuid, { investorCategory: 'retail', province: 'ON' });

  return {
    customer: { email: demoCustomer.email, password: demoCustomer.password },
    admin: await ensureDemoStaff(services, { ...demoAdmin, role: 'admin' }),
    compliance: await ensureDemoStaff(services, { ...demoCompliance, role: 'compliance' }),
  };
}

async function ensureDemoStaff(
  { identity, staff }: Services,
  member: { email: string; password: string; displayName: string; role: 'admin' | 'compliance' },
): Promise<StaffCredentials> {
  const existing = await staff.findByEmail(member.email);
  const totpSecret =
    existing === undefined
      ? (await staff.create(member)).totpSecret
      : await identity.secondFactor.enrolledSecret({ kind: 'staff', id: existing.id });
  if (totpSecret === undefined) {
    throw new Error(`The demo staff member ${member.email} exists without an authenticator`);
  }
  return {
    email: member.email,
    password: member.password,
    totpSecret,
    otpauthUri: otpauthUri(totpSecret, member.email),
  };
}

/** What the demo customer starts with, so a newcomer can trade at once (issue: newcomer path). */
export const demoOpeningBalanceCents = 10_000_00n;

async function demoCustomerGuid(services: Services): Promise<string> {
  const guid = await findDemoCustomer(services);
  if (guid === undefined) throw new Error('the demo customer was not created');
  return guid;
}

/** The demo customer's guid; undefined before the first start with demo accounts made them. */
export async function findDemoCustomer(
  services: Pick<Services, 'db'>,
): Promise<string | undefined> {
  const user = await findUserByEmail(services.db, demoCustomer.email);
  const customer =
    user === undefined ? undefined : await findCustomerByUserId(services.db, user.id);
  return customer?.guid;
}

/** A sandbox funding entry through the ledger, made once: its idempotency key is fixed. */
async function fundDemoCustomer(services: Services, customerGuid: string): Promise<void> {
  const { db, ledger, accounts } = services;
  const [cad] = await accounts.ledgerAccountsOf(db, [{ customerGuid, asset: 'CAD' }]);
  if (cad === undefined) throw new Error('the demo customer has no CAD account');
  await ledger.fundFromSandbox(db, {
    ledgerAccountId: cad.ledgerAccountId,
    asset: 'CAD',
    amount: demoOpeningBalanceCents,
    idempotencyKey: 'demo-customer:opening-balance',
  });
}

/** The block `main.ts` prints at start-up (standard output, never the log). */
export function describeDemoAccounts(credentials: DemoCredentials): string {
  const { customer, admin, compliance } = credentials;
  const staffLines = (label: string, member: StaffCredentials) => [
    `  ${label.padEnd(12)}${member.email}  password ${member.password}`,
    `              TOTP secret ${member.totpSecret}`,
    `              ${member.otpauthUri}`,
  ];
  return [
    '',
    'Demo accounts (DEMO_ACCOUNTS is on; never in production):',
    `  ${'customer'.padEnd(12)}${customer.email}  password ${customer.password}`,
    ...staffLines('admin', admin),
    ...staffLines('compliance', compliance),
    '',
  ].join('\n');
}
