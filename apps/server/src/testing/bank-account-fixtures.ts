import type { Kysely } from 'kysely';
import type { Schema } from '../infra/db/schema.js';
import { customerNameOf } from '../modules/banking/banking-context.js';
import type { Services } from '../services.js';

export interface LinkOptions {
  /** When it was linked: two days before now unless told, so withdrawals may go to it at once. */
  linkedAt?: Date;
  /** Leave it `refresh_required`, as the bank asks after a password change there. */
  refreshRequired?: boolean;
}

/**
 * A real linked bank account of a verified customer — theirs already, or linked through the
 * banking module's own steps (a `plaid` workflow, the sandbox bank's sign-in, the public token
 * exchanged) as the sandbox bank-link screen does — dated back and in the state asked for (the
 * scene a funding test starts from).
 * Service-level, so the crash test and the benchmark, which have no test app, link the same way.
 */
export async function linkBankAccount(
  services: Pick<Services, 'banking' | 'clock'>,
  db: Kysely<Schema>,
  customerGuid: string,
  options: LinkOptions = {},
): Promise<{ guid: string }> {
  const { banking, clock } = services;
  const linked = await db
    .selectFrom('external_bank_accounts')
    .select('guid')
    .where('customer_guid', '=', customerGuid)
    .where('state', 'in', ['completed', 'refresh_required'])
    .executeTakeFirst();
  const account = linked ?? (await linkThroughSandbox(banking, clock, db, customerGuid));
  const linkedAt = options.linkedAt ?? new Date(clock.now().getTime() - 2 * 86_400_000);
  await db
    .updateTable('external_bank_accounts')
    .set({
      linked_at: linkedAt,
      state: options.refreshRequired === true ? 'refresh_required' : 'completed',
    })
    .where('guid', '=', account.guid)
    .execute();
  return { guid: account.guid };
}

/** The sandbox bank-link screen's steps for the customer's chequing account at RBC. */
function linkThroughSandbox(
  banking: Services['banking'],
  clock: Services['clock'],
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<{ guid: string }> {
  const sandbox = banking.sandbox;
  if (sandbox === undefined) throw new Error('linking in tests needs the sandbox aggregator');
  return db.transaction().execute(async (trx) => {
    const workflow = await banking.workflows.create(trx, {
      customerGuid,
      kind: 'link_token_create',
      language: 'en',
      externalBankAccountGuid: undefined,
    });
    const name = await customerNameOf(banking.ctx, trx, customerGuid);
    const link = await sandbox.signIn(
      trx,
      { guid: customerGuid, name },
      {
        link_token: workflow.link_token ?? '',
        institution_number: '003',
        username: 'user_good',
        password: 'pass_good',
      },
      clock.now(),
    );
    const [chequing] = link.accounts;
    if (chequing === undefined || link.public_token === null) throw new Error('no sandbox account');
    return banking.accounts.create(trx, {
      customerGuid,
      name: 'Chequing',
      kind: 'plaid',
      publicToken: link.public_token,
      accountId: chequing.account_id,
    });
  });
}
