-- Whose wallet an external wallet is, as the customer says when adding it or afterwards
-- (docs/product/tax.md, "What is a disposition"): `own` makes a withdrawal to it a transfer
-- between the customer's own holdings, `third_party` a disposition; null until they say. A
-- withdrawal's own travel-rule answer, when it has one, speaks for that withdrawal first.
ALTER TABLE external_wallets ADD COLUMN owner TEXT CHECK (owner IN ('own', 'third_party'));
