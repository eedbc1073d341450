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
import { customerListedIn, customerOf } from '../../infra/api-kit/customer-scope.js';
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

/** GET/POST /api/accounts (Cybrid Bank API; docs/design/platform-api.md). */
export function registerAccountRoutes(api: FastifyInstance, deps: AccountRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, accounts } = deps;

  routes.get(
    '/api/accounts',
    {
      onRequest: auth.require('access', { scopes: ['accounts:read'] }),
      schema: {
        querystring: accountListQuerySchema,
        response: { 200: accountListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const customerGuid = customerListedIn(request, query.customer_guid);
      // A customer token lists customer accounts: the bank's own are never among them.
      if (matchesNothing(query) || query.owner === 'bank') return listOf([], 0, query);
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
      onRequest: auth.require('access', { scopes: ['accounts:read'] }),
      schema: {
        params: accountParamsSchema,
        response: { 200: accountSchema },
      },
    },
    async (request) =>
      accountModel(await accounts.get(db, customerOf(request), request.params.account_guid)),
  );

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
      onRequest: auth.require('access', { scopes: ['accounts:execute'] }),
      schema: {
        body: postAccountSchema,
        response: { 201: accountSchema },
      },
    },
    async (request, reply) => {
      const customerGuid = customerOf(request, request.body.customer_guid ?? undefined);
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
