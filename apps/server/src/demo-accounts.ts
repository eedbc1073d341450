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

export interface DemoCredentials {
  customer: { email: string; password: string };
  admin: { email: string; password: string; totpSecret: string; otpauthUri: string };
}

/**
 * Makes sure the demo customer (address confirmed) and the demo admin (TOTP enrolled) exist.
 * Idempotent: an existing admin's TOTP secret is read back (decrypted) rather than replaced.
 */
export async function ensureDemoAccounts(services: Services): Promise<DemoCredentials> {
  const { identity, staff } = services;
  await identity.registration.createVerifiedUser({
    email: demoCustomer.email,
    password: demoCustomer.password,
    display_name: demoCustomer.displayName,
    language: 'en-CA',
  });

  await fundDemoCustomer(services);

  const existing = await staff.findByEmail(demoAdmin.email);
  const totpSecret =
    existing === undefined
      ? (
          await staff.create({
            email: demoAdmin.email,
            displayName: demoAdmin.displayName,
            role: 'admin',
            password: demoAdmin.password,
          })
        ).totpSecret
      : await identity.secondFactor.enrolledSecret({ kind: 'staff', id: existing.id });
  if (totpSecret === undefined) {
    throw new Error(`The demo admin ${demoAdmin.email} exists without an authenticator`);
  }
  return {
    customer: { email: demoCustomer.email, password: demoCustomer.password },
    admin: {
      email: demoAdmin.email,
      password: demoAdmin.password,
      totpSecret,
      otpauthUri: otpauthUri(totpSecret, demoAdmin.email),
    },
  };
}

/** What the demo customer starts with, so a newcomer can trade at once (issue: newcomer path). */
export const demoOpeningBalanceCents = 10_000_00n;

/** A sandbox funding entry through the ledger, made once: its idempotency key is fixed. */
async function fundDemoCustomer(services: Services): Promise<void> {
  const { db, ledger, accounts } = services;
  const user = await findUserByEmail(db, demoCustomer.email);
  const customer = user === undefined ? undefined : await findCustomerByUserId(db, user.id);
  if (customer === undefined) throw new Error('the demo customer was not created');
  const [cad] = await accounts.ledgerAccountsOf(db, [
    { customerGuid: customer.guid, asset: 'CAD' },
  ]);
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
  const { customer, admin } = credentials;
  return [
    '',
    'Demo accounts (DEMO_ACCOUNTS is on; never in production):',
    `  customer  ${customer.email}  password ${customer.password}`,
    `  admin     ${admin.email}  password ${admin.password}`,
    `            TOTP secret ${admin.totpSecret}`,
    `            ${admin.otpauthUri}`,
    '',
  ].join('\n');
}
