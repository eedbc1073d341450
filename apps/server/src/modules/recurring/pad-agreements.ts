import { PAD_TERMS_VERSION, type PadAgreement } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { UsableBankAccount } from '../banking/bank-account-directory.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { Outbox } from '../notifications/outbox.js';

export interface PadAgreementDeps {
  db: Kysely<Schema>;
  clock: Clock;
  customers: Pick<CustomerService, 'holdersOf'>;
  outbox: Pick<Outbox, 'queueAll'>;
  publicUrl: string;
}

/**
 * Pre-authorized debit agreements (Payments Canada Rule H1, ADR 83): before a recurring buy may
 * pull CAD from a bank account, its customer agrees to the current PAD terms for that account,
 * once; the agreement is kept with its time and confirmed to them in writing (an e-mail that is
 * always sent). A new version of the terms is agreed to anew.
 */
export class PadAgreements {
  constructor(private readonly deps: PadAgreementDeps) {}

  async list(customerGuid: string): Promise<PadAgreement[]> {
    const rows = await this.deps.db
      .selectFrom('pad_agreements')
      .selectAll()
      .where('customer_guid', '=', customerGuid)
      .orderBy('agreed_at', 'desc')
      .execute();
    return rows.map((row) => ({
      bank_account_guid: row.bank_account_guid,
      terms_version: row.terms_version,
      agreed_at: row.agreed_at.toISOString(),
    }));
  }

  /**
   * Refuses unless the customer agreed to the current terms for the account, before or now
   * (`given`); an agreement given now is recorded and confirmed in `trx`.
   */
  async require(
    trx: Kysely<Schema>,
    customerGuid: string,
    account: UsableBankAccount,
    given: string | undefined,
  ): Promise<void> {
    const agreed = await trx
      .selectFrom('pad_agreements')
      .select('agreed_at')
      .where('customer_guid', '=', customerGuid)
      .where('bank_account_guid', '=', account.guid)
      .where('terms_version', '=', PAD_TERMS_VERSION)
      .executeTakeFirst();
    if (agreed !== undefined) return;
    if (given !== PAD_TERMS_VERSION) {
      const message = 'Agree to the pre-authorized debit terms for this bank account first';
      throw new AppError('invalid_parameter', message, [{ path: 'body.pad_terms', message }]);
    }
    const now = this.deps.clock.now();
    await trx
      .insertInto('pad_agreements')
      .values({
        customer_guid: customerGuid,
        bank_account_guid: account.guid,
        terms_version: PAD_TERMS_VERSION,
        agreed_at: now,
      })
      .execute();
    await this.confirm(trx, customerGuid, account, now);
  }

  private async confirm(
    trx: Kysely<Schema>,
    customerGuid: string,
    account: UsableBankAccount,
    now: Date,
  ) {
    const holder = (await this.deps.customers.holdersOf(trx, [customerGuid])).get(customerGuid);
    if (holder === undefined) return;
    const content = {
      template: 'pad_agreement_confirmed' as const,
      name: holder.display_name,
      institution: account.institution.name,
      maskedNumber: account.maskedNumber,
      termsVersion: PAD_TERMS_VERSION,
      agreedAt: now,
      link: `${this.deps.publicUrl}/orders?tab=recurring`,
    };
    await this.deps.outbox.queueAll(
      trx,
      [{ to: holder.email, language: holder.language, userId: holder.id, content }],
      now,
    );
  }
}
