import {
  cryptoQuoteTravelRuleAnswerSchema,
  cryptoQuoteTravelRuleParamsSchema,
  depositTravelRuleAnswerSchema,
  depositTravelRuleRequestSchema,
  sandboxChainIncomingAnswerSchema,
  sandboxChainIncomingRequestSchema,
  sandboxCryptoDepositAnswerSchema,
  sandboxCryptoDepositRequestSchema,
  travelRuleParamsSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import { transferTextModel } from '../funding/funding.models.js';
import type { CryptoService } from './crypto.js';

export interface CryptoDepositRouteDeps {
  auth: Authenticator;
  customers: CustomerService;
  crypto: CryptoService;
  perMinute: number;
}

/**
 * The own backend's crypto transfer calls (ADR 23, packages/contracts crypto-transfers.ts): the
 * travel rule's answer for a deposit and whether it applies to a withdrawal's quote (user token,
 * ADR 69); in the sandbox only, a deposit to the customer's own address (user token) and any
 * incoming transaction (admin).
 */
export function registerCryptoDepositRoutes(app: FastifyInstance, deps: CryptoDepositRouteDeps) {
  const { auth, customers, crypto } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: perIp(deps.perMinute, MINUTE) };
  const asUser = { ...limited, onRequest: auth.require('user') };

  r.post(
    '/customers/transfers/:transfer_guid/travel-rule',
    {
      ...asUser,
      schema: {
        params: travelRuleParamsSchema,
        body: depositTravelRuleRequestSchema,
        response: { 200: depositTravelRuleAnswerSchema },
      },
    },
    async (request) => {
      const { customer } = await customers.caller(credentialsOf(request, 'user'));
      const transfer = await crypto.deposits.answerTravelRule(
        customer.guid,
        request.params.transfer_guid,
        request.body,
      );
      return { data: transferTextModel(transfer) };
    },
  );

  r.get(
    '/customers/crypto-transfer-quotes/:quote_guid/travel-rule',
    {
      ...asUser,
      schema: {
        params: cryptoQuoteTravelRuleParamsSchema,
        response: { 200: cryptoQuoteTravelRuleAnswerSchema },
      },
    },
    async (request) => {
      const { customer } = await customers.caller(credentialsOf(request, 'user'));
      return {
        data: await crypto.quotePosts.travelRule(customer.guid, request.params.quote_guid),
      };
    },
  );

  // Sandbox only (never in production): the routes do not exist there.
  if (!crypto.deposits.sandboxControls) return;
  r.post(
    '/customers/sandbox/crypto-deposits',
    {
      ...asUser,
      schema: {
        body: sandboxCryptoDepositRequestSchema,
        response: { 201: sandboxCryptoDepositAnswerSchema },
      },
    },
    async (request, reply) => {
      const { customer } = await customers.caller(credentialsOf(request, 'user'));
      const { asset, amount } = request.body;
      const sent = await crypto.deposits.sandboxDeposit(customer.guid, asset, BigInt(amount));
      // The chain saw it at once: scan now, so the deposit is listed when the screen asks again
      // (the job sent with it scans too; a scan is idempotent).
      await crypto.deposits.scan();
      return reply.code(201).send({
        data: { txn_hash: sent.txnHash, deposit_address_guid: sent.depositAddressGuid },
      });
    },
  );

  r.post(
    '/admin/api/sandbox/chain/incoming',
    {
      ...limited,
      onRequest: auth.require('admin', { permission: 'admin' }),
      schema: {
        body: sandboxChainIncomingRequestSchema,
        response: { 201: sandboxChainIncomingAnswerSchema },
      },
    },
    async (request, reply) => {
      const { asset, address, tag, amount } = request.body;
      const txnHash = await crypto.deposits.sandboxIncoming({
        asset,
        address,
        tag: tag ?? null,
        amount: BigInt(amount),
      });
      await crypto.deposits.scan();
      return reply.code(201).send({ data: { txn_hash: txnHash } });
    },
  );
}
