import type { customerSchema } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PlatformCaller } from '../../infra/api-kit/customer-scope.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { customerModel } from './customer.models.js';
import {
  type Customer,
  type CustomerFilter,
  findCustomer,
  listCustomers,
} from './customers.repo.js';
import type { CustomerPorts } from './ports.js';

type CustomerModel = z.output<typeof customerSchema>;

const notFound = () => new AppError('not_found', 'Customer not found');

/**
 * Customers as `/api` reads them (Cybrid's getCustomer and listCustomers): personal data only
 * when `include_pii` asks for it, and every bank's read of it on the audit trail, written in the
 * transaction that reads it (docs/decisions/0068).
 */
export class PlatformCustomers {
  constructor(private readonly deps: { db: Kysely<Schema> } & CustomerPorts) {}

  /** A page of customers, newest first, without personal data, and how many match. */
  async list(
    filter: CustomerFilter,
    page: { offset: number; limit: number },
  ): Promise<{ customers: CustomerModel[]; total: number }> {
    const found = await listCustomers(this.deps.db, filter, page);
    return {
      customers: found.customers.map((customer) => customerModel(customer)),
      total: found.total,
    };
  }

  /**
   * One customer the caller may read (the route has checked whose it is). With `includePii` a
   * missing customer is 404 before anything is read or written.
   */
  async one(
    caller: PlatformCaller,
    guid: string,
    options: { includePii: boolean; requestId: string },
  ): Promise<CustomerModel> {
    if (!options.includePii) return customerModel(await this.find(this.deps.db, guid));
    return this.deps.db.transaction().execute(async (trx) => {
      const customer = await this.find(trx, guid);
      const pii = await this.deps.personalDataOf(trx, guid);
      if (caller.type === 'bank') {
        await this.deps.audit.record(trx, {
          actorType: 'bank',
          actorId: caller.clientId,
          action: 'bank.customer_pii_read',
          requestId: options.requestId,
          details: { customer_guid: guid },
        });
      }
      return customerModel(customer, pii);
    });
  }

  private async find(db: Kysely<Schema>, guid: string): Promise<Customer> {
    const customer = await findCustomer(db, guid);
    if (customer === undefined) throw notFound();
    return customer;
  }
}
