import {
  patchTransferSchema,
  postTransferSchema,
  transferListQuerySchema,
  transferListSchema,
  transferParamsSchema,
  transferSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { callerOf, customerOf, customersListedBy } from '../../infra/api-kit/customer-scope.js';
import {
  type Answer,
  createdEach,
  IdempotentPosts,
  idempotencyKeyOf,
  sendAnswer,
} from '../../infra/api-kit/idempotency.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
import type { Clock } from '../../infra/clock.js';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import type { Authenticator } from '../../infra/http/auth.js';
import type { FundingService } from './funding.js';
import { transferModel } from './funding.models.js';
import type { AnyTransferRequest } from './transfer.service.js';
import { checkParticipants } from './transfer-participants.js';

export interface FundingRouteDeps {
  auth: Authenticator;
  db: Kysely<Schema>;
  clock: Clock;
  funding: FundingService;
}

/**
 * Transfers are created in batches, one transaction each, as trades are (docs/decisions/0049,
 * ADR 20): at most one request of each customer in a batch, so a batch's requests share no
 * quote, confirmation, limit or account and answer as if run one after the other. One batch at
 * a time: a batch's fixed statements (session, verified gate, limits, identities) then serve
 * everyone who arrived meanwhile. bench:transfers, alternated runs: 2.2 statements per quote +
 * transfer instead of 3.2, transfers/s 378 and 398 against 377 and 322 with two at a time.
 * Measured again with ADR 49's shorter transaction, two at a time was still no better
 * (bench/README.md).
 */
const transferBatches = { maxBatch: 100, maxInFlight: 1, onePerCustomer: true };

/**
 * POST, GET, PATCH and DELETE /api/transfers (Cybrid Bank API; docs/design/platform-api.md;
 * ADR 20).
 */
export function registerFundingRoutes(api: FastifyInstance, deps: FundingRouteDeps) {
  registerCreateRoute(api, deps);
  registerListRoute(api, deps);
  registerOneTransferRoutes(api, deps);
}

type PostBody = z.output<typeof postTransferSchema>;

/** The service's request from a validated body: a crypto withdrawal, or a CAD transfer. */
function requestOf(customerGuid: string, body: PostBody): AnyTransferRequest {
  if (body.transfer_type === 'crypto') {
    return {
      transferType: 'crypto',
      customerGuid,
      quoteGuid: body.quote_guid,
      walletGuid: body.external_wallet_guid,
      confirmationToken: body.confirmation_token,
      travelRule: body.travel_rule,
    };
  }
  const question = body.etransfer_security_question;
  const answer = body.etransfer_security_answer;
  return {
    customerGuid,
    quoteGuid: body.quote_guid,
    rail: body.payment_rail,
    bankAccountGuid: body.external_bank_account_guid,
    confirmationToken: body.confirmation_token,
    etransfer: question === undefined || answer === undefined ? undefined : { question, answer },
  };
}

/** POST /api/transfers, once per Idempotency-Key, in batches. */
function registerCreateRoute(api: FastifyInstance, deps: FundingRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, funding } = deps;

  const transferPosts = new IdempotentPosts(
    { db, clock },
    {
      endpoint: 'POST /api/transfers',
      prepare: (pool, requests: readonly AnyTransferRequest[]) =>
        funding.transfers.readChecks(pool, requests),
      perform: async (trx, requests, checks, { uow, carryAnswers }) => {
        // The answers are saved by the statement that stores the transfers (ADR 49).
        let answers: ItemOutcome<Answer>[] | undefined;
        const outcomes = await funding.transfers.createAll(trx, requests, checks, {
          uow,
          carry: (created) => {
            answers = createdEach(created, transferModel);
            carryAnswers(answers);
          },
        });
        return answers ?? createdEach(outcomes, transferModel);
      },
      atomic: true,
      ...transferBatches,
    },
  );
  routes.post(
    '/api/transfers',
    {
      // Cybrid's createTransfer refuses a bad body with 422 invalid_parameter, and documents no
      // 403 but its scopes': a refused confirmation is 422 (ADR 69).
      config: {
        inputRefusal: { code: 'invalid_parameter', status: 422 },
        refusalStatuses: { 403: 422 },
      },
      onRequest: auth.require('access', { scopes: ['transfers:execute'], bankTokens: true }),
      schema: {
        description:
          'Creates a transfer. A withdrawal without `confirmation_token` (Cybrid’s own body) is created `holding` with its funds reserved and waits for the customer’s approval in the Maple app for `hold_details.duration` seconds; approved, it goes on as any withdrawal; unapproved, it fails `customer_action_required` and nothing moves. Holds after a security change, new-destination cooldowns, staff review over the threshold and the travel rule apply as to any withdrawal. With a bank token (the bank’s own backend), the transfer is the quote’s customer’s and the bank attests that customer’s approval: a withdrawal goes on at once, under the same rules.',
        body: postTransferSchema,
        response: { 201: transferSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const caller = callerOf(request);
      const customerGuid =
        caller.type === 'bank'
          ? await funding.transfers.customerOfQuote(body.quote_guid)
          : caller.customerGuid;
      const key = idempotencyKeyOf(request);
      if (body.transfer_type === 'crypto') {
        // Screened before the batch's transaction, so a deny-list hit is kept for compliance.
        await funding.transfers.screenCryptoDestination(customerGuid, body.external_wallet_guid);
      }
      const input = {
        ...requestOf(customerGuid, body),
        attestedBy: caller.type === 'bank' ? caller.clientId : undefined,
      };
      return sendAnswer(reply, await transferPosts.submit({ customerGuid, key, body, input }));
    },
  );
}

/** GET /api/transfers: a customer's transfers, or a page of everyone's. */
function registerListRoute(api: FastifyInstance, deps: FundingRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, funding } = deps;

  routes.get(
    '/api/transfers',
    {
      // The customer's personal read-only token reads it too (ADR 70).
      onRequest: auth.require('access', {
        scopes: ['transfers:read'],
        bankTokens: true,
        personalTokens: true,
      }),
      schema: { querystring: transferListQuerySchema, response: { 200: transferListSchema } },
    },
    async (request) => {
      const query = request.query;
      const customerGuids = customersListedBy(request, query.customer_guid);
      if (matchesNothing(query, customerGuids)) return listOf([], 0, query);
      const { transfers, total } = await funding.transfers.list(
        {
          customerGuids,
          guids: query.guid,
          types: query.transfer_type,
          accountGuids: query.account_guid,
          states: query.state,
          sides: query.side,
          txnHashes: query.txn_hash,
          createdAtGte: query.created_at_gte,
          createdAtLt: query.created_at_lt,
          updatedAtGte: query.updated_at_gte,
          updatedAtLt: query.updated_at_lt,
        },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(transfers.map(transferModel), total, query);
    },
  );
}

/** GET, PATCH and DELETE /api/transfers/{guid}. */
function registerOneTransferRoutes(api: FastifyInstance, deps: FundingRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, funding } = deps;

  routes.get(
    '/api/transfers/:transfer_guid',
    {
      // The customer's personal read-only token reads it too (ADR 70).
      onRequest: auth.require('access', {
        scopes: ['transfers:read'],
        bankTokens: true,
        personalTokens: true,
      }),
      schema: { params: transferParamsSchema, response: { 200: transferSchema } },
    },
    async (request) => {
      // A bank reads any customer's transfer (ADR 61); a customer only their own.
      const caller = callerOf(request);
      const customerGuid = caller.type === 'bank' ? undefined : caller.customerGuid;
      return transferModel(await funding.transfers.get(customerGuid, request.params.transfer_guid));
    },
  );

  routes.patch(
    '/api/transfers/:transfer_guid',
    {
      // Cybrid's updateTransfer refuses a bad body with 422 invalid_value (ADR 69).
      config: { inputRefusal: { code: 'invalid_value', status: 422 } },
      onRequest: auth.require('access', { scopes: ['transfers:write'], bankTokens: true }),
      schema: {
        params: transferParamsSchema,
        body: patchTransferSchema,
        response: { 200: transferSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const customerGuid = caller.type === 'bank' ? undefined : caller.customerGuid;
      const transfer = await funding.transfers.get(customerGuid, request.params.transfer_guid);
      checkParticipants(transfer, request.body);
      return transferModel(transfer);
    },
  );

  // Cybrid cancels with DELETE on the resource, answering it (as `cancelInvoice` does).
  routes.delete(
    '/api/transfers/:transfer_guid',
    {
      onRequest: auth.require('access', { scopes: ['transfers:execute'] }),
      schema: { params: transferParamsSchema, response: { 200: transferSchema } },
    },
    async (request) =>
      transferModel(
        await funding.transfers.cancel(customerOf(request), request.params.transfer_guid),
      ),
  );
}
