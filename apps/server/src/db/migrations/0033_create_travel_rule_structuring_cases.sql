-- Travel-rule structuring (docs/decisions/0038-address-keys-and-destination-locks.md): a customer's
-- crypto withdrawals below the travel rule's CAD 1,000, which carry no originator and beneficiary
-- data, that within 24 hours add up to CAD 1,000 or more open a compliance case, as several large
-- receipts do. Each such withdrawal is recorded when created with its CAD value; a case counts
-- the ones it covers (`case_guid`), and a withdrawal is counted in one case only.
ALTER TABLE compliance_cases DROP CONSTRAINT compliance_cases_kind_check;
ALTER TABLE compliance_cases ADD CONSTRAINT compliance_cases_kind_check
  CHECK (kind IN ('large_virtual_currency', 'deny_list_hit', 'travel_rule_structuring'));

CREATE TABLE virtual_currency_sends (
  transfer_guid   CHAR(32) PRIMARY KEY,
  customer_guid   CHAR(32) NOT NULL REFERENCES customers (guid),
  asset           TEXT NOT NULL,
  amount          NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  -- CAD cents at the withdrawal's quote.
  cad_value       NUMERIC(78, 0) NOT NULL CHECK (cad_value >= 0),
  sent_at         TIMESTAMPTZ NOT NULL,
  case_guid       CHAR(32) REFERENCES compliance_cases (guid)
);

CREATE INDEX virtual_currency_sends_window ON virtual_currency_sends (customer_guid, sent_at);
