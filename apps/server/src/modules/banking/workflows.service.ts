import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { assertVerified, type BankingContext } from './banking-context.js';
import { findBankAccount } from './external-bank-accounts.repo.js';
import {
  findWorkflow,
  insertWorkflow,
  listWorkflows,
  type WorkflowFilter,
  type WorkflowRow,
} from './workflows.repo.js';

export interface NewWorkflowRequest {
  customerGuid: string;
  kind: 'link_token_create' | 'link_token_update';
  language: 'en' | 'fr';
  externalBankAccountGuid: string | undefined;
  /** The bank client whose token asked, acting for the customer (audited). */
  bankClientId?: string | undefined;
}

/**
 * `plaid` workflows (Cybrid): each makes a link token for the bank-link screen, at once (the
 * aggregator makes tokens without a round trip), so the workflow is `completed` when created and
 * its GET shows the token.
 */
export class WorkflowService {
  constructor(private readonly ctx: BankingContext) {}

  /** POST /api/workflows, inside the caller's transaction (Idempotency-Key). */
  async create(trx: Kysely<Schema>, request: NewWorkflowRequest): Promise<WorkflowRow> {
    const { clock, aggregator } = this.ctx;
    await assertVerified(this.ctx, trx, request.customerGuid);
    if (request.externalBankAccountGuid !== undefined) {
      await this.assertRelinkable(trx, request.customerGuid, request.externalBankAccountGuid);
    }
    const now = clock.now();
    const { token, expiresAt } = aggregator.newLinkToken(now);
    return insertWorkflow(trx, {
      guid: newGuid(),
      customer_guid: request.customerGuid,
      kind: request.kind,
      language: request.language,
      external_bank_account_guid: request.externalBankAccountGuid ?? null,
      link_token: token,
      link_token_expires_at: expiresAt,
      now,
    });
  }

  /**
   * GET /api/workflows/{guid}: of the customers the caller may see (a customer only their own,
   * a bank any: undefined); 404 otherwise.
   */
  async detail(customerGuids: readonly string[] | undefined, guid: string): Promise<WorkflowRow> {
    const workflow = await findWorkflow(this.ctx.db, guid, customerGuids);
    if (workflow === undefined) throw new AppError('not_found', 'workflow not found');
    return workflow;
  }

  /** GET /api/workflows. */
  list(filter: WorkflowFilter, page: { offset: number; limit: number }) {
    return listWorkflows(this.ctx.db, filter, page);
  }

  /** A re-link is of the customer's own account, one the aggregator linked and not deleted. */
  private async assertRelinkable(trx: Kysely<Schema>, customerGuid: string, accountGuid: string) {
    const account = await findBankAccount(trx, accountGuid, { customerGuid });
    if (account === undefined) {
      throw new AppError('not_found', 'ExternalBankAccount not found');
    }
    if (account.account_kind !== 'plaid') {
      throw new AppError(
        'unprocessable_entity',
        'Only an account linked through the bank-link screen can be re-linked',
      );
    }
    if (account.state === 'deleting' || account.state === 'deleted') {
      throw new AppError('unprocessable_entity', `This bank account is ${account.state}`);
    }
  }
}
