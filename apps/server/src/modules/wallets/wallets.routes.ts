import {
  depositAddressListQuerySchema,
  depositAddressListSchema,
  depositAddressParamsSchema,
  depositAddressSchema,
  externalWalletListQuerySchema,
  externalWalletListSchema,
  externalWalletParamsSchema,
  externalWalletSchema,
  postDepositAddressSchema,
  postExternalWalletSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  callerOf,
  customerListedIn,
  customerOf,
  namedCustomerOf,
  noCustomer,
} from '../../infra/api-kit/customer-scope.js';
import { IdempotentPosts, idempotencyKeyOf, sendAnswer } from '../../infra/api-kit/idempotency.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { Authenticator } from '../../infra/http/auth.js';
import type { NewWalletRequest } from './external-wallets.service.js';
import { depositAddressModel, externalWalletModel } from './wallets.models.js';
import type { WalletsService } from './wallets.service.js';

export interface WalletsPlatformRouteDeps {
  auth: Authenticator;
  db: Kysely<Schema>;
  clock: Clock;
  wallets: WalletsService;
}

interface NewDepositAddress {
  customerGuid: string;
  accountGuid: string;
}

/** /api/deposit_addresses (Cybrid Bank API; ADR 21). */
export function registerDepositAddressRoutes(api: FastifyInstance, deps: WalletsPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, wallets } = deps;
  const read = auth.require('access', { scopes: ['deposit_addresses:read'] });
  const posts = new IdempotentPosts(
    { db, clock },
    {
      endpoint: 'POST /api/deposit_addresses',
      // One at a time: a refusal throws, rolling its batch back.
      perform: async (trx, [request]: readonly NewDepositAddress[]) => {
        if (request === undefined) return [];
        const row = await wallets.depositAddresses.create(
          trx,
          request.customerGuid,
          request.accountGuid,
        );
        return [{ ok: true, value: { status: 201, body: depositAddressModel(row) } }];
      },
      atomic: true,
      maxBatch: 1,
      maxInFlight: 4,
    },
  );
  routes.post(
    '/api/deposit_addresses',
    {
      // createDepositAddress documents no refusal of input: an account that is not the caller's
      // is the 400 invalid_parameter it keeps (cybrid-answers.ts), not a 404 (ADR 69).
      config: { refusalStatuses: { 404: 400 }, refusalCodes: { 400: 'invalid_parameter' } },
      onRequest: auth.require('access', { scopes: ['deposit_addresses:execute'] }),
      schema: { body: postDepositAddressSchema, response: { 201: depositAddressSchema } },
    },
    async (request, reply) => {
      const customerGuid = customerOf(request);
      const answer = await posts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body: request.body,
        input: { customerGuid, accountGuid: request.body.account_guid },
      });
      return sendAnswer(reply, answer);
    },
  );
  routes.get(
    '/api/deposit_addresses',
    {
      onRequest: read,
      schema: {
        querystring: depositAddressListQuerySchema,
        response: { 200: depositAddressListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const customerGuid = customerListedIn(request, query.customer_guid);
      if (customerGuid === undefined || matchesNothing(query)) return listOf([], 0, query);
      const found = await wallets.depositAddresses.list(customerGuid, query.guid, {
        offset: offsetOf(query),
        limit: query.per_page,
      });
      return listOf(found.rows.map(depositAddressModel), found.total, query);
    },
  );
  routes.get(
    '/api/deposit_addresses/:deposit_address_guid',
    {
      onRequest: read,
      schema: { params: depositAddressParamsSchema, response: { 200: depositAddressSchema } },
    },
    async (request) =>
      depositAddressModel(
        await wallets.depositAddresses.get(
          customerOf(request),
          request.params.deposit_address_guid,
        ),
      ),
  );
}

/** /api/external_wallets (Cybrid Bank API; ADR 21). */
export function registerExternalWalletRoutes(api: FastifyInstance, deps: WalletsPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, wallets } = deps;
  const read = auth.require('access', { scopes: ['external_wallets:read'] });
  const execute = auth.require('access', { scopes: ['external_wallets:execute'] });
  registerCreateWalletRoute(api, deps);

  routes.get(
    '/api/external_wallets',
    {
      onRequest: read,
      schema: {
        querystring: externalWalletListQuerySchema,
        response: { 200: externalWalletListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const customerGuid = customerListedIn(request, query.customer_guid);
      const counterparties = query.counterparty_guid !== undefined || query.owner === 'bank';
      if (
        customerGuid === undefined ||
        matchesNothing({ bank_guid: query.bank_guid }) ||
        counterparties
      ) {
        return listOf([], 0, query);
      }
      const found = await wallets.externalWallets.list(
        { customerGuid, guids: query.guid, assets: query.asset, states: query.state },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(found.rows.map(externalWalletModel), found.total, query);
    },
  );
  const one = { params: externalWalletParamsSchema, response: { 200: externalWalletSchema } };
  routes.get(
    '/api/external_wallets/:external_wallet_guid',
    { onRequest: read, schema: one },
    async (request) =>
      externalWalletModel(
        await wallets.externalWallets.get(customerOf(request), request.params.external_wallet_guid),
      ),
  );
  routes.delete(
    '/api/external_wallets/:external_wallet_guid',
    { onRequest: execute, schema: one },
    async (request) =>
      externalWalletModel(
        await wallets.externalWallets.remove(
          customerOf(request),
          request.params.external_wallet_guid,
        ),
      ),
  );
}

/** POST /api/external_wallets, once per Idempotency-Key, its address screened first. */
function registerCreateWalletRoute(api: FastifyInstance, deps: WalletsPlatformRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, wallets } = deps;
  const posts = new IdempotentPosts(
    { db, clock },
    {
      endpoint: 'POST /api/external_wallets',
      perform: async (trx, [request]: readonly NewWalletRequest[]) => {
        if (request === undefined) return [];
        const row = await wallets.externalWallets.create(trx, request);
        return [{ ok: true, value: { status: 201, body: externalWalletModel(row) } }];
      },
      atomic: true,
      maxBatch: 1,
      maxInFlight: 4,
    },
  );
  routes.post(
    '/api/external_wallets',
    {
      // Cybrid's createExternalWallet refuses a bad body with 400 invalid_value, and documents
      // 422 and 403 only for an unknown customer and missing scopes: a refused address, state or
      // confirmation is the 400 invalid_value too (ADR 69).
      config: {
        inputRefusal: { code: 'invalid_value', status: 400 },
        refusalStatuses: { 422: 400, 403: 400 },
      },
      onRequest: auth.require('access', {
        scopes: ['external_wallets:execute'],
        bankTokens: true,
      }),
      schema: {
        description:
          'Creates an external wallet. Without `confirmation_token` (Cybrid’s own body) it is created `pending`, receives nothing, and waits for the customer’s approval in the Maple app; approved, it is `completed` and receives withdrawals after its cooldown; unapproved in time, it fails `customer_action_required`. With a bank token (the bank’s own backend, naming `customer_guid`), the bank attests its customer’s approval: the wallet is `completed` at once, with the same cooldown and e-mail.',
        body: postExternalWalletSchema,
        response: { 201: externalWalletSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const customerGuid = namedCustomerOf(request, body.customer_guid ?? undefined, noCustomer);
      const caller = callerOf(request);
      if (caller.type === 'bank') await wallets.externalWallets.assertCustomer(customerGuid);
      // Screened before the request's transaction too, so a deny-list hit is kept for
      // compliance although the refused request writes nothing.
      await wallets.screen(customerGuid, body, 'external_wallet');
      const answer = await posts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body,
        input: {
          customerGuid,
          name: body.name,
          asset: body.asset,
          address: body.address,
          tag: body.tag ?? null,
          noTagOwnWallet: body.no_tag_own_wallet === true,
          confirmationToken: body.confirmation_token,
          attestedBy: caller.type === 'bank' ? caller.clientId : undefined,
        },
      });
      return sendAnswer(reply, answer);
    },
  );
}
