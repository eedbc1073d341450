/**
 * What a customer's platform access token allows (Cybrid-style scopes). Every /api route
 * names the scope it needs.
 */
export const CUSTOMER_SCOPES: readonly string[] = [
  'prices:read',
  'accounts:read',
  'accounts:execute',
  'quotes:execute',
  'quotes:read',
  'trades:execute',
  'trades:read',
  'transfers:execute',
  'transfers:read',
  'transfers:write',
  'external_wallets:execute',
  'external_wallets:read',
  'external_bank_accounts:execute',
  'external_bank_accounts:read',
  'external_bank_accounts:write',
  'deposit_addresses:read',
  'deposit_addresses:execute',
  'identity_verifications:execute',
  'identity_verifications:read',
  'workflows:execute',
  'workflows:read',
  'customers:read',
];

/** Session storage keeps the customer guid base64url-encoded (docs/product/data.md). */
export const encodeGuid = (guid: string): string => Buffer.from(guid, 'utf8').toString('base64url');
