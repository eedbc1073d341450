import type { quoteSchema, tradeSchema } from '@maple/contracts';
import type { z } from 'zod';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import type { Quote } from './quotes.repo.js';
import type { Trade } from './trades.repo.js';

/** Quotes and trades as the Cybrid Bank API shapes them (QuoteBankModel, TradeBankModel). */

export const quoteModel = (quote: Quote): z.output<typeof quoteSchema> => ({
  guid: quote.guid,
  product_type: 'trading',
  bank_guid: platformBankGuid,
  customer_guid: quote.customerGuid,
  symbol: quote.symbol,
  side: quote.side,
  receive_amount: quote.receiveAmount,
  deliver_amount: quote.deliverAmount,
  fee: quote.fee,
  created_at: quote.issuedAt.toISOString(),
  updated_at: quote.issuedAt.toISOString(),
  issued_at: quote.issuedAt.toISOString(),
  expires_at: quote.expiresAt.toISOString(),
  trade_guid: quote.tradeGuid,
});

export const tradeModel = (trade: Trade): z.output<typeof tradeSchema> => ({
  guid: trade.guid,
  trade_type: 'platform',
  customer_guid: trade.customerGuid,
  quote_guid: trade.quoteGuid,
  symbol: trade.symbol,
  side: trade.side,
  state: trade.state,
  failure_code: trade.failureCode,
  receive_amount: trade.receiveAmount,
  deliver_amount: trade.deliverAmount,
  fee: trade.fee,
  reference_trade_guid: null,
  created_at: trade.createdAt.toISOString(),
  updated_at: trade.updatedAt.toISOString(),
  labels: null,
});
