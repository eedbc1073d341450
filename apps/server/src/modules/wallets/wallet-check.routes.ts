import {
  acknowledgementSchema,
  approvalRequestSchema,
  dataOf,
  guidSchema,
  statedWalletOwnerSchema,
  walletApprovalAnswerSchema,
  walletCheckRequestSchema,
  walletCheckSchema,
  walletCooldownsAnswerSchema,
  walletOwnerRequestSchema,
  walletOwnersAnswerSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { WalletsService } from './wallets.service.js';

export interface WalletCustomerRouteDeps {
  auth: Authenticator;
  wallets: WalletsService;
  customers: CustomerService;
  perMinute: number;
}

const notMeRequestSchema = z.strictObject({ token: z.string().min(1).max(2048) });

/**
 * The own backend's wallet calls: check-wallet (docs/product/interfaces.md and
 * docs/product/bank-accounts-and-wallets.md), the approval of a wallet added through `/api`
 * without one (ADR 58), and the new-wallet e-mail's "this wasn't me" (ADR 21), which needs no
 * session: the signed one-use token is the proof.
 */
export function registerWalletCustomerRoutes(app: FastifyInstance, deps: WalletCustomerRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { auth, wallets } = deps;
  const limited = { config: perIp(deps.perMinute, MINUTE) };

  routes.post(
    '/customers/check-wallet',
    {
      ...limited,
      onRequest: auth.require('user'),
      schema: { body: walletCheckRequestSchema, response: { 200: dataOf(walletCheckSchema) } },
    },
    async (request) => {
      const { customer } = await deps.customers.caller(credentialsOf(request, 'user'));
      return { data: await wallets.screen(customer.guid, request.body, 'check_wallet') };
    },
  );

  routes.post(
    '/customers/external-wallets/:external_wallet_guid/approval',
    {
      ...limited,
      onRequest: auth.require('user'),
      schema: {
        params: z.strictObject({ external_wallet_guid: guidSchema }),
        body: approvalRequestSchema,
        response: { 200: walletApprovalAnswerSchema },
      },
    },
    async (request) => {
      const { customer } = await deps.customers.caller(credentialsOf(request, 'user'));
      const approved = await wallets.externalWallets.approvals.approve(
        customer.guid,
        request.params.external_wallet_guid,
        request.body.confirmation_token,
      );
      return {
        data: {
          external_wallet_guid: approved.guid,
          state: approved.state,
          usable_at: approved.usable_at.toISOString(),
        },
      };
    },
  );

  routes.get(
    '/customers/external-wallets/cooldowns',
    {
      ...limited,
      onRequest: auth.require('user'),
      schema: { response: { 200: walletCooldownsAnswerSchema } },
    },
    async (request) => {
      const { customer } = await deps.customers.caller(credentialsOf(request, 'user'));
      return { data: await wallets.externalWallets.cooldowns(customer.guid) };
    },
  );

  registerWalletOwnerRoutes(app, deps);

  routes.post(
    '/customers/wallet-alerts/not-me',
    {
      ...limited,
      schema: { body: notMeRequestSchema, response: { 200: dataOf(acknowledgementSchema) } },
    },
    async (request) => {
      await wallets.externalWallets.notMe(request.body.token);
      const message =
        'Withdrawals and new wallets or bank accounts are locked, and every session was signed out';
      return { data: { message } };
    },
  );
}

/**
 * Whose wallet each of the customer's wallets is (docs/product/tax.md): read them all, or say it
 * for one. Another customer's wallet, or one removed, is not found and nothing is written.
 */
function registerWalletOwnerRoutes(app: FastifyInstance, deps: WalletCustomerRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: perIp(deps.perMinute, MINUTE), onRequest: deps.auth.require('user') };
  const callerGuid = async (request: FastifyRequest) =>
    (await deps.customers.caller(credentialsOf(request, 'user'))).customer.guid;

  routes.get(
    '/customers/external-wallets/owners',
    { ...guarded, schema: { response: { 200: walletOwnersAnswerSchema } } },
    async (request) => ({ data: await deps.wallets.owners.list(await callerGuid(request)) }),
  );

  routes.put(
    '/customers/external-wallets/:external_wallet_guid/owner',
    {
      ...guarded,
      schema: {
        params: z.strictObject({ external_wallet_guid: guidSchema }),
        body: walletOwnerRequestSchema,
        response: { 200: dataOf(statedWalletOwnerSchema) },
      },
    },
    async (request) => {
      const guid = request.params.external_wallet_guid;
      const owner = request.body.owner;
      const customer = await callerGuid(request);
      return { data: await deps.wallets.owners.set(customer, guid, owner, request.id) };
    },
  );
}
