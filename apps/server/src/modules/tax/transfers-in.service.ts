import type { TransferIn } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CryptoDeposits, LedgerRowPages } from './ports.js';
import { stateCost, statedCostsOf, withdrawCost } from './stated-costs.repo.js';
import { type Arrival, arrivalOf, transferIn } from './transfers-in.js';

export interface TransfersInDeps {
  db: Kysely<Schema>;
  clock: Clock;
  ledgerRows: LedgerRowPages;
  deposits: CryptoDeposits;
  audit: Pick<AuditService, 'record'>;
}

/** Who changed a stated cost, for its audit event. */
export interface CostStatement {
  customerGuid: string;
  transferGuid: string;
  requestId: string;
}

const notFound = () => new AppError('not_found', 'No such crypto deposit of yours');

/**
 * The customer's transfers in and the cost they state for each (docs/product/tax.md, ADR 76):
 * a completed crypto deposit of theirs joins the pool at the cost they state, else at its market
 * value on arrival, estimated. A cost may be changed or withdrawn; each change is audited in its
 * own transaction. Anything but the customer's completed crypto deposit is 404, nothing written.
 */
export class TransfersIn {
  constructor(private readonly deps: TransfersInDeps) {}

  /** The customer's crypto deposits, newest first, each with its stated cost or none. */
  async list(customerGuid: string): Promise<TransferIn[]> {
    const { db, ledgerRows, deposits } = this.deps;
    const arrivals: Arrival[] = [];
    for await (const page of await ledgerRows.pages(customerGuid)) {
      const onPage = page.flatMap((row) => arrivalOf(row) ?? []);
      const guids = onPage.map((arrival) => arrival.guid);
      const completed = await deposits.completedAmong(db, customerGuid, guids);
      arrivals.push(...onPage.filter((arrival) => completed.has(arrival.guid)));
    }
    const costs = await statedCostsOf(db, customerGuid);
    // The export is oldest first.
    return arrivals.reverse().map((arrival) => transferIn(arrival, costs.get(arrival.guid)));
  }

  /** States the deposit's cost in cents; the same cost again changes nothing and is not audited. */
  async state(statement: CostStatement, cost: bigint): Promise<TransferIn> {
    const { customerGuid, transferGuid } = statement;
    const arrival = await this.arrival(customerGuid, transferGuid);
    await this.deps.db.transaction().execute(async (trx) => {
      await this.mustBeCompletedDeposit(trx, statement);
      const at = this.deps.clock.now();
      const old = await stateCost(trx, { customerGuid, transferGuid, cost, at });
      if (old !== cost)
        await this.audit(trx, statement, 'customer.transfer_cost_stated', old, cost);
    });
    return transferIn(arrival, cost);
  }

  /** Withdraws the deposit's cost: it joins at market value again. Without one, nothing changes. */
  async withdraw(statement: CostStatement): Promise<TransferIn> {
    const { customerGuid, transferGuid } = statement;
    const arrival = await this.arrival(customerGuid, transferGuid);
    await this.deps.db.transaction().execute(async (trx) => {
      await this.mustBeCompletedDeposit(trx, statement);
      const old = await withdrawCost(trx, customerGuid, transferGuid);
      if (old !== null) {
        await this.audit(trx, statement, 'customer.transfer_cost_withdrawn', old, null);
      }
    });
    return transferIn(arrival, undefined);
  }

  /** The deposit's row in the customer's export: what the answer states of it. */
  private async arrival(customerGuid: string, transferGuid: string): Promise<Arrival> {
    for await (const page of await this.deps.ledgerRows.pages(customerGuid)) {
      for (const row of page) {
        const arrival = arrivalOf(row);
        if (arrival?.guid === transferGuid) return arrival;
      }
    }
    throw notFound();
  }

  /** Funding's word, in the transaction of the write: a completed crypto deposit of theirs. */
  private async mustBeCompletedDeposit(trx: Kysely<Schema>, statement: CostStatement) {
    const { customerGuid, transferGuid } = statement;
    const completed = await this.deps.deposits.completedAmong(trx, customerGuid, [transferGuid]);
    if (!completed.has(transferGuid)) throw notFound();
  }

  private audit(
    trx: Kysely<Schema>,
    statement: CostStatement,
    action: string,
    before: bigint | null,
    after: bigint | null,
  ) {
    return this.deps.audit.record(trx, {
      actorType: 'customer',
      actorId: statement.customerGuid,
      action,
      requestId: statement.requestId,
      details: {
        transfer_guid: statement.transferGuid,
        old_cost_cents: before === null ? null : before.toString(),
        new_cost_cents: after === null ? null : after.toString(),
      },
    });
  }
}
