-- Crypto transfers (docs/product/lifecycles.md and docs/product/bank-accounts-and-wallets.md;
-- docs/decisions/0023-crypto-transfers.md): Cybrid has one Transfer resource, so crypto deposits
-- and withdrawals are rows of `transfers` beside the CAD ones, owned by modules/funding; the chain
-- they travel on is modules/chain's.

ALTER TABLE transfers ADD COLUMN asset TEXT NOT NULL DEFAULT 'CAD'
  CHECK (asset IN ('CAD', 'BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP'));
ALTER TABLE transfers DROP CONSTRAINT transfers_transfer_type_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_transfer_type_check
  CHECK (transfer_type IN ('funding', 'funding_return', 'crypto'));
-- A crypto transfer moves a crypto asset on its chain, never on a bank rail.
ALTER TABLE transfers ALTER COLUMN rail DROP NOT NULL;
ALTER TABLE transfers ADD CONSTRAINT transfers_rail_of_type
  CHECK ((transfer_type = 'crypto') = (rail IS NULL) AND (transfer_type = 'crypto') = (asset <> 'CAD'));
ALTER TABLE transfers DROP CONSTRAINT transfers_next_step_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_next_step_check
  CHECK (next_step IN ('review', 'execute', 'settle', 'release_hold', 'return', 'broadcast', 'confirm'));

-- The wallet a withdrawal goes to, or the deposit address a deposit came to (modules/wallets').
ALTER TABLE transfers ADD COLUMN external_wallet_guid CHAR(32);
ALTER TABLE transfers ADD COLUMN deposit_address_guid CHAR(32);
-- The chain's transaction; a withdrawal's once broadcast, a deposit's from the start.
ALTER TABLE transfers ADD COLUMN txn_hash TEXT CHECK (length(txn_hash) BETWEEN 1 AND 128);
-- What the chain charges, in network_fee_asset's base units: estimated by the quote, then paid.
ALTER TABLE transfers ADD COLUMN estimated_network_fee NUMERIC(78, 0) CHECK (estimated_network_fee >= 0);
ALTER TABLE transfers ADD COLUMN network_fee NUMERIC(78, 0) CHECK (network_fee >= 0);
ALTER TABLE transfers ADD COLUMN network_fee_asset TEXT
  CHECK (network_fee_asset IN ('BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP'));
ALTER TABLE transfers ADD COLUMN confirmations INTEGER CHECK (confirmations >= 0);
ALTER TABLE transfers ADD COLUMN required_confirmations INTEGER CHECK (required_confirmations >= 1);
-- What the transfer was worth in CAD when it was made: the travel rule, staff approval and the
-- limits are decided on it.
ALTER TABLE transfers ADD COLUMN cad_value NUMERIC(78, 0) CHECK (cad_value >= 0);
-- The travel rule (CAD 1,000 or more): whose wallet it is; a third party's name and address are
-- personal data, stored encrypted (infra/security/encryption).
ALTER TABLE transfers ADD COLUMN travel_rule_required BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE transfers ADD COLUMN travel_rule_party TEXT CHECK (travel_rule_party IN ('own', 'third_party'));
ALTER TABLE transfers ADD COLUMN travel_rule_name_ciphertext TEXT;
ALTER TABLE transfers ADD COLUMN travel_rule_address_ciphertext TEXT;
ALTER TABLE transfers ADD COLUMN travel_rule_answered_at TIMESTAMPTZ;
ALTER TABLE transfers ADD CONSTRAINT transfers_travel_rule_party
  CHECK ((travel_rule_party = 'third_party') = (travel_rule_name_ciphertext IS NOT NULL));
-- A staff member's decision on a withdrawal that waited for approval (`reviewing`).
ALTER TABLE transfers ADD COLUMN reviewed_by TEXT;
ALTER TABLE transfers ADD COLUMN reviewed_at TIMESTAMPTZ;
ALTER TABLE transfers ADD COLUMN review_reason TEXT CHECK (length(review_reason) BETWEEN 1 AND 500);

-- One deposit per chain output: the chain reports a transaction again, the deposit is not.
CREATE UNIQUE INDEX transfers_chain_deposit ON transfers (asset, txn_hash, deposit_address_guid)
  WHERE transfer_type = 'crypto' AND side = 'deposit';
CREATE INDEX transfers_awaiting_approval ON transfers (created_at)
  WHERE transfer_type = 'crypto' AND state = 'reviewing';

-- Crypto transfer quotes: the asset, what the chain will charge, and the CAD value.
ALTER TABLE funding_quotes ADD COLUMN product_type TEXT NOT NULL DEFAULT 'funding'
  CHECK (product_type IN ('funding', 'crypto_transfer'));
ALTER TABLE funding_quotes ADD COLUMN asset TEXT NOT NULL DEFAULT 'CAD'
  CHECK (asset IN ('CAD', 'BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP'));
ALTER TABLE funding_quotes ADD COLUMN network_fee NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (network_fee >= 0);
ALTER TABLE funding_quotes ADD COLUMN network_fee_asset TEXT
  CHECK (network_fee_asset IN ('BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP'));
ALTER TABLE funding_quotes ADD COLUMN cad_value NUMERIC(78, 0) CHECK (cad_value >= 0);
ALTER TABLE funding_quotes ADD CONSTRAINT funding_quotes_asset_of_product
  CHECK ((product_type = 'crypto_transfer') = (asset <> 'CAD'));

-- The ledger's accounts for crypto: a clearing account per asset (coins between the chain and the
-- platform) and the network fees customers paid for withdrawals. Platform accounts.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('customer', 'house', 'fee', 'funding', 'clearing', 'suspense', 'loss_recovery', 'network_fee'));
INSERT INTO ledger_accounts (code, kind, asset, allow_negative)
SELECT kind || ':' || asset || CASE WHEN kind = 'clearing' THEN ':chain' ELSE '' END, kind, asset, true
FROM unnest(ARRAY['BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'XRP']) AS asset
CROSS JOIN unnest(ARRAY['clearing', 'network_fee']) AS kind;
ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_check;
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_check
  CHECK (kind IN ('trade', 'sandbox_funding', 'reversal', 'funding', 'crypto_transfer'));
