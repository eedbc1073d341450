import {
  externalBankAccountListQuerySchema,
  externalBankAccountListSchema,
  externalBankAccountParamsSchema,
  externalBankAccountSchema,
  getExternalBankAccountQuerySchema,
  patchExternalBankAccountSchema,
  postExternalBankAccountSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  customerListedIn,
  customerOf,
  namedCustomerOf,
  noCustomer,
} from '../../infra/api-kit/customer-scope.js';
import { IdempotentPosts, idempotencyKeyOf, sendAnswer } from '../../infra/api-kit/idempotency.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
import { AppError } from '../../infra/errors.js';
import type { NewBankAccountRequest } from './bank-accounts.service.js';
import { externalBankAccountModel } from './banking.models.js';
import type { BankingPlatformRouteDeps } from './workflows.routes.js';

type PostBody = z.output<typeof postExternalBankAccountSchema>;

/** The service's request from a validated body (the schema checked each kind's fields). */
function requestOf(customerGuid: string, body: PostBody): NewBankAccountRequest {
  const common = { customerGuid, name: body.name };
  if (body.account_kind === 'plaid') {
    return {
      ...common,
      kind: 'plaid',
      publicToken: body.plaid_public_token ?? '',
      accountId: body.plaid_account_id ?? '',
    };
  }
  const name = body.counterparty_name;
  const parts = [name?.first, name?.middle, name?.last].filter((part) => part != null);
  return {
    ...common,
    kind: 'raw_routing_details',
    routingNumber: body.counterparty_bank_account?.routing_number ?? '',
    accountNumber: body.counterparty_bank_account?.account_number ?? '',
    holderName: name?.full ?? (parts.length > 0 ? parts.join(' ') : undefined),
  };
}

/** /api/external_bank_accounts (Cybrid Bank API; ADR 19). */
export function registerExternalBankAccountRoutes(
  api: FastifyInstance,
  deps: BankingPlatformRouteDeps,
) {
  registerCreateRoute(api, deps);
  registerListRoute(api, deps);
  registerOneAccountRoutes(api, deps);
}

/** The account's answer, in the environment its aggregator runs in. */
function modelFor(deps: BankingPlatformRouteDeps) {
  const environment = deps.banking.ctx.aggregator.environment;
  return (account: Parameters<typeof externalBankAccountModel>[0]) =>
    externalBankAccountModel(account, environment);
}

/** POST /api/external_bank_accounts, once per Idempotency-Key. */
function registerCreateRoute(api: FastifyInstance, deps: BankingPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, banking } = deps;
  const { accounts } = banking;
  const model = modelFor(deps);
  const accountPosts = new IdempotentPosts(
    { db, clock },
    {
      endpoint: 'POST /api/external_bank_accounts',
      // One at a time: links are rare, and a refusal throws, rolling its batch back.
      perform: async (trx, [request]: readonly NewBankAccountRequest[]) => {
        if (request === undefined) return [];
        const created = await accounts.create(trx, request);
        return [{ ok: true, value: { status: 201, body: model(created) } }];
      },
      atomic: true,
      maxBatch: 1,
      maxInFlight: 4,
    },
  );
  routes.post(
    '/api/external_bank_accounts',
    {
      // Cybrid's createExternalBankAccount refuses a bad body with 400 invalid_value, and
      // documents 422 only for an unknown customer: a refused link or state is the 400
      // invalid_value too (ADR 69).
      config: {
        inputRefusal: { code: 'invalid_value', status: 400 },
        refusalStatuses: { 422: 400 },
      },
      onRequest: auth.require('access', { scopes: ['external_bank_accounts:execute'] }),
      schema: {
        description:
          'Links a bank account. It is created `storing` and waits for the customer’s approval in the Maple app (the customer is e-mailed) for the approval window: nothing is deposited from it, withdrawn to it or sent to it for verification before. Approved, it becomes `completed`, or `unverified` while its micro-deposits or the holder’s name are checked; unapproved in time, it fails `create_failed`.',
        body: postExternalBankAccountSchema,
        response: { 201: externalBankAccountSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const customerGuid = namedCustomerOf(request, body.customer_guid ?? undefined, noCustomer);
      const answer = await accountPosts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body,
        input: requestOf(customerGuid, body),
      });
      return sendAnswer(reply, answer);
    },
  );
}

/** GET /api/external_bank_accounts: a customer's accounts, or a page of everyone's. */
function registerListRoute(api: FastifyInstance, deps: BankingPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { accounts } = deps.banking;
  const model = modelFor(deps);
  routes.get(
    '/api/external_bank_accounts',
    {
      onRequest: deps.auth.require('access', { scopes: ['external_bank_accounts:read'] }),
      schema: {
        querystring: externalBankAccountListQuerySchema,
        response: { 200: externalBankAccountListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const customerGuid = customerListedIn(request, query.customer_guid);
      const cadOnly = query.asset !== undefined && !query.asset.includes('CAD');
      if (customerGuid === undefined || matchesNothing(query) || cadOnly) {
        return listOf([], 0, query);
      }
      const found = await accounts.list(
        { customerGuid, guids: query.guid, states: query.state },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(found.accounts.map(model), found.total, query);
    },
  );
}

/**
 * patchExternalBankAccount documents no refusal but 404, and we refuse a body it cannot take with
 * 400 `invalid_parameter` (testing/cybrid-answers.ts): a state the account cannot move to now is
 * that refusal, in the service's words (ADR 69).
 */
function documentedPatchRefusal(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code !== 'unprocessable_entity' && error.code !== 'conflict') return error;
  const message = error.message;
  return new AppError('invalid_parameter', message, [{ path: 'body.state', message }], 400);
}

/** GET, PATCH and DELETE /api/external_bank_accounts/{guid}. */
function registerOneAccountRoutes(api: FastifyInstance, deps: BankingPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, banking } = deps;
  const { accounts } = banking;
  const environment = banking.ctx.aggregator.environment;
  const model = modelFor(deps);
  const one = { params: externalBankAccountParamsSchema };
  routes.get(
    '/api/external_bank_accounts/:external_bank_account_guid',
    {
      onRequest: auth.require('access', { scopes: ['external_bank_accounts:read'] }),
      schema: {
        ...one,
        querystring: getExternalBankAccountQuerySchema,
        response: { 200: externalBankAccountSchema },
      },
    },
    async (request) => {
      const guid = request.params.external_bank_account_guid;
      const account = await accounts.get(customerOf(request), guid);
      if (request.query.include_pii !== true) return model(account);
      return externalBankAccountModel(account, environment, {
        holderName: accounts.holderName(account),
        routingNumber: accounts.routingNumberOf(account),
      });
    },
  );

  routes.patch(
    '/api/external_bank_accounts/:external_bank_account_guid',
    {
      onRequest: auth.require('access', { scopes: ['external_bank_accounts:write'] }),
      schema: {
        ...one,
        body: patchExternalBankAccountSchema,
        response: { 200: externalBankAccountSchema },
      },
    },
    async (request) => {
      const guid = request.params.external_bank_account_guid;
      const patched = await accounts
        .patch(customerOf(request), guid, request.body.state)
        .catch((error: unknown) => {
          throw documentedPatchRefusal(error);
        });
      return model(patched);
    },
  );

  routes.delete(
    '/api/external_bank_accounts/:external_bank_account_guid',
    {
      onRequest: auth.require('access', { scopes: ['external_bank_accounts:execute'] }),
      schema: { ...one, response: { 200: externalBankAccountSchema } },
    },
    async (request) =>
      model(await accounts.remove(customerOf(request), request.params.external_bank_account_guid)),
  );
}
