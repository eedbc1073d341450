import { testCustomerGuid } from './customer-session';
import { transfer } from './funding-fixtures';

/** The one bank every platform resource belongs to (the server's platformBankGuid). */
const bankGuid = '6d61706c6565786368616e6765000000';

export const txnHash = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';

let quotes = 0;

/**
 * A crypto_transfer quote: `received` base units reach the wallet, `networkFee` on top; a guid of
 * its own unless told.
 */
export const cryptoQuote = (
  asset: string,
  received: bigint,
  networkFee: bigint,
  guid = String(++quotes).padStart(32, 'c'),
) => {
  const issued = Date.now();
  return {
    guid,
    product_type: 'crypto_transfer',
    bank_guid: bankGuid,
    customer_guid: testCustomerGuid,
    symbol: null,
    side: 'withdrawal',
    asset,
    receive_amount: received,
    deliver_amount: received + networkFee,
    fee: 0n,
    network_fee: networkFee,
    network_fee_asset: asset,
    created_at: new Date(issued).toISOString(),
    updated_at: new Date(issued).toISOString(),
    issued_at: new Date(issued).toISOString(),
    expires_at: new Date(issued + 300_000).toISOString(),
    transfer_guid: null,
  };
};

/** The own backend's answer to whether the travel rule applies to a quote (ADR 69). */
export const quoteTravelRule = (quoteGuid: string, required: boolean) => ({
  data: { quote_guid: quoteGuid, travel_rule_required: required },
});

/** Cybrid's Transfer of `transfer_type: crypto`: a BTC withdrawal, `pending`, unless told otherwise. */
export const cryptoTransfer = (
  overrides: Record<string, unknown> = {},
  details: Record<string, unknown> = {},
) =>
  transfer({
    guid: 'e1e2e3e4e5e6e7e8e9eaebecedeeef00',
    transfer_type: 'crypto',
    external_bank_account_guid: null,
    asset: 'BTC',
    side: 'withdrawal',
    state: 'pending',
    estimated_amount: 1_000_000n,
    payment_rail: null,
    estimated_network_fee: 2_000n,
    network_fee: null,
    network_fee_asset: 'BTC',
    transfer_details: {
      confirmations: null,
      required_confirmations: 6,
      travel_rule_required: false,
      travel_rule_party: null,
      ...details,
    },
    ...overrides,
  });
