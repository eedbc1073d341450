import type { cryptoTransferQuoteSchema } from '@maple/contracts';
import type { z } from 'zod';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import type { CryptoQuote } from '../funding/transfer-store.js';

/** A crypto transfer quote: the customer pays the chain's fee, in the asset; no platform fee. */
export const cryptoTransferQuoteModel = (
  quote: CryptoQuote,
): z.output<typeof cryptoTransferQuoteSchema> => ({
  guid: quote.guid,
  product_type: 'crypto_transfer',
  bank_guid: platformBankGuid,
  customer_guid: quote.customerGuid,
  symbol: null,
  side: 'withdrawal',
  asset: quote.asset,
  receive_amount: quote.deliverAmount - quote.networkFee,
  deliver_amount: quote.deliverAmount,
  fee: 0n,
  network_fee: quote.networkFee,
  network_fee_asset: quote.asset,
  created_at: quote.issuedAt.toISOString(),
  updated_at: quote.issuedAt.toISOString(),
  issued_at: quote.issuedAt.toISOString(),
  expires_at: quote.expiresAt.toISOString(),
  transfer_guid: quote.transferGuid,
});
