import {
  booksPath,
  booksQuerySchema,
  booksSchema,
  customerAccountListSchema,
  customerAccountsPath,
  customerAccountsQuerySchema,
  dataOf,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { AssetBooks, BooksService } from './books.service.js';
import type { StaffActor } from './books-staff-views.js';

export interface BooksRouteDeps {
  auth: Authenticator;
  books: BooksService;
  perMinute: number;
}

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

const optionalBigInt = (value: string | undefined) =>
  value === undefined ? undefined : BigInt(value);

const assetBooksModel = (books: AssetBooks) => ({
  asset: books.asset,
  customers: {
    accounts: books.customers.accounts,
    balance: books.customers.balance.toString(),
    held: books.customers.held.toString(),
  },
  platform: {
    house: books.platform.house.toString(),
    fee: books.platform.fee.toString(),
    funding: books.platform.funding.toString(),
    clearing: books.platform.clearing.toString(),
    suspense: books.platform.suspense.toString(),
    loss_recovery: books.platform.loss_recovery.toString(),
    network_fee: books.platform.network_fee.toString(),
  },
  difference: books.difference.toString(),
  balanced: books.difference === 0n,
});

/** Customers' accounts and the books (packages/contracts admin-books.ts): every staff role. */
export function registerBooksRoutes(app: FastifyInstance, deps: BooksRouteDeps) {
  const { auth, books } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asReader = {
    config: perIp(deps.perMinute, MINUTE),
    onRequest: auth.require('admin', { permission: 'read' }),
  };

  r.get(
    customerAccountsPath,
    {
      ...asReader,
      schema: {
        querystring: customerAccountsQuerySchema,
        response: { 200: dataOf(customerAccountListSchema) },
      },
    },
    async (request) => {
      const { asset, customer_guid, funded, balance_min, balance_max, cursor, per_page } =
        request.query;
      const found = await books.accounts(
        actorOf(request),
        {
          assets: asset === undefined ? undefined : [asset],
          customerGuid: customer_guid,
          funded: funded === 'true',
          balanceMin: optionalBigInt(balance_min),
          balanceMax: optionalBigInt(balance_max),
        },
        { afterId: optionalBigInt(cursor), limit: per_page },
      );
      return {
        data: {
          per_page,
          next_cursor: found.next?.toString() ?? null,
          objects: found.accounts.map((account) => ({
            account_guid: account.accountGuid,
            customer_guid: account.customerGuid,
            asset: account.asset,
            balance: account.balance.toString(),
            held: account.held.toString(),
            available: (account.balance - account.held).toString(),
          })),
        },
      };
    },
  );

  r.get(
    booksPath,
    {
      ...asReader,
      schema: { querystring: booksQuerySchema, response: { 200: dataOf(booksSchema) } },
    },
    async () => {
      const assets = (await books.books()).map(assetBooksModel);
      return { data: { balanced: assets.every((asset) => asset.balanced), assets } };
    },
  );
}
