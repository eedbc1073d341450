import {
  accountListQuerySchema,
  accountListSchema,
  accountParamsSchema,
  accountSchema,
  postAccountSchema,
} from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  callerOf,
  customersListedBy,
  namedCustomerOf,
  unknownCustomer,
} from '../../infra/api-kit/customer-scope.js';
import {
  createdEach,
  IdempotentPosts,
  idempotencyKeyOf,
  sendAnswer,
} from '../../infra/api-kit/idempotency.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { Authenticator } from '../../infra/http/auth.js';
import { accountModel } from './accounts.models.js';
import type { AccountsService, AccountView } from './accounts.service.js';

export interface AccountRouteDeps {
  auth: Authenticator;
  db: Kysely<Schema>;
  clock: Clock;
  accounts: AccountsService;
}

interface AccountRequest {
  customerGuid: string;
  asset: CryptoAssetCode;
  name: string;
}

/**
 * GET/POST /api/accounts (Cybrid Bank API; docs/design/platform-api.md): a customer's own, or,
 * with a bank token, any customer's (docs/decisions/0066).
 */
export function registerAccountRoutes(api: FastifyInstance, deps: AccountRouteDeps) {
  registerAccountReadRoutes(api, deps);
  registerCreateAccountRoute(api, deps);
}

function registerAccountReadRoutes(api: FastifyInstance, deps: AccountRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, accounts } = deps;

  routes.get(
    '/api/accounts',
    {
      // The customer's personal read-only token reads it too (ADR 70).
      onRequest: auth.require('access', {
        scopes: ['accounts:read'],
        bankTokens: true,
        personalTokens: true,
      }),
      schema: {
        description:
          'Lists the customer’s accounts; with a bank token, every customer’s or those `customer_guid` names.',
        querystring: accountListQuerySchema,
        response: { 200: accountListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const customerGuid = customersListedBy(request, query.customer_guid);
      // Only customers' accounts are listed: the platform's own books are never among them.
      if (matchesNothing(query, customerGuid) || query.owner === 'bank')
        return listOf([], 0, query);
      const { accounts: found, total } = await accounts.list(
        db,
        {
          customerGuid,
          guids: query.guid,
          types: query.type,
          assets: query.asset,
        },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(found.map(accountModel), total, query);
    },
  );

  routes.get(
    '/api/accounts/:account_guid',
    {
      // The customer's personal read-only token reads it too (ADR 70).
      onRequest: auth.require('access', {
        scopes: ['accounts:read'],
        bankTokens: true,
        personalTokens: true,
      }),
      schema: {
        description: 'Answers one of the customer’s accounts; with a bank token, any customer’s.',
        params: accountParamsSchema,
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const customerGuid = caller.type === 'bank' ? undefined : caller.customerGuid;
      return accountModel(await accounts.get(db, customerGuid, request.params.account_guid));
    },
  );
}

/** POST /api/accounts, once per Idempotency-Key. */
function registerCreateAccountRoute(api: FastifyInstance, deps: AccountRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, accounts } = deps;

  const accountPosts = new IdempotentPosts(
    { db, clock },
    {
      endpoint: 'POST /api/accounts',
      // One at a time: opening accounts is rare, and a refusal throws, rolling its batch back.
      perform: async (trx, inputs: readonly AccountRequest[]) => {
        const opened: AccountView[] = [];
        for (const { customerGuid, asset, name } of inputs) {
          opened.push(await accounts.openTradingAccount(trx, customerGuid, { asset, name }));
        }
        return createdEach(
          opened.map((value) => ({ ok: true, value })),
          accountModel,
        );
      },
      atomic: true,
      maxBatch: 1,
      maxInFlight: 4,
    },
  );
  routes.post(
    '/api/accounts',
    {
      // Cybrid's createAccount refuses a bad body with 400 invalid_value (ADR 69).
      config: { inputRefusal: { code: 'invalid_value', status: 400 } },
      onRequest: auth.require('access', { scopes: ['accounts:execute'], bankTokens: true }),
      schema: {
        description:
          'Opens a trading account the customer lacks. A bank token opens one for the customer it names in `customer_guid`.',
        body: postAccountSchema,
        response: { 201: accountSchema },
      },
    },
    async (request, reply) => {
      const named = request.body.customer_guid ?? undefined;
      const customerGuid = namedCustomerOf(request, named, unknownCustomer);
      if (callerOf(request).type === 'bank') await accounts.assertCustomer(db, customerGuid);
      const { asset, name } = request.body;
      const answer = await accountPosts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body: request.body,
        input: { customerGuid, asset, name },
      });
      return sendAnswer(reply, answer);
    },
  );
}
