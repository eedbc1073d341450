import { assetCodes, type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { customerOf } from '../../infra/api-kit/customer-scope.js';
import { guidSchema } from '../../infra/api-kit/fields.js';
import {
  createdEach,
  IdempotentPosts,
  idempotencyKeyOf,
  sendAnswer,
} from '../../infra/api-kit/idempotency.js';
import { commaList, listOf, offsetOf, pageQuerySchema } from '../../infra/api-kit/list.js';
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

const accountListQuery = pageQuerySchema.extend({
  customer_guid: guidSchema.optional(),
  guid: commaList(guidSchema).optional(),
  type: commaList(
    z.enum(['trading', 'fiat'], { error: 'type must be trading or fiat' }),
  ).optional(),
  asset: commaList(
    z.enum(assetCodes, { error: `asset must be one of ${assetCodes.join(', ')}` }),
  ).optional(),
});

/** Cybrid's PostAccount, narrowed to what a customer may open: a trading account for a coin. */
const postAccountBody = z.strictObject({
  type: z.literal('trading', {
    error: 'type must be trading: the CAD fiat account is opened with the customer',
  }),
  customer_guid: guidSchema.nullish(),
  asset: z.enum(cryptoAssetCodes, {
    error: `asset must be one of ${cryptoAssetCodes.join(', ')}`,
  }),
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name must not be empty' })
    .max(128, { error: 'name must be at most 128 characters' }),
  labels: z.null({ error: 'labels are not supported' }).optional(),
});

const guidParams = z.object({ guid: guidSchema });

interface AccountRequest {
  customerGuid: string;
  asset: CryptoAssetCode;
  name: string;
}

/** GET/POST /api/accounts (Cybrid Bank API; DESIGN §5). */
export function registerAccountRoutes(api: FastifyInstance, deps: AccountRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, accounts } = deps;

  routes.get(
    '/api/accounts',
    {
      onRequest: auth.require('access', { scopes: ['accounts:read'] }),
      schema: { querystring: accountListQuery },
    },
    async (request) => {
      const query = request.query;
      const { accounts: found, total } = await accounts.list(
        db,
        {
          customerGuid: customerOf(request, query.customer_guid),
          ...(query.guid === undefined ? {} : { guids: query.guid }),
          ...(query.type === undefined ? {} : { types: query.type }),
          ...(query.asset === undefined ? {} : { assets: query.asset }),
        },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(found.map(accountModel), total, query);
    },
  );

  routes.get(
    '/api/accounts/:guid',
    {
      onRequest: auth.require('access', { scopes: ['accounts:read'] }),
      schema: { params: guidParams },
    },
    async (request) =>
      accountModel(await accounts.get(db, customerOf(request), request.params.guid)),
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
      schema: { body: postAccountBody },
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
