-- Compliance cases (modules/compliance): work for the compliance team, each claimed by one staff
-- member and closed with a decision and a reason. `large_virtual_currency`: a customer received
-- CAD 10,000 or more in virtual currency within 24 hours (FINTRAC's large virtual currency
-- transaction report, due 5 working days after the receipt that crossed it); `deny_list_hit`:
-- a customer entered an address of the wallet deny list.
CREATE TABLE compliance_cases (
  guid           CHAR(32) PRIMARY KEY CHECK (guid ~ '^[0-9a-f]{32}$'),
  kind           TEXT NOT NULL CHECK (kind IN ('large_virtual_currency', 'deny_list_hit')),
  customer_guid  CHAR(32) NOT NULL REFERENCES customers (guid),
  state          TEXT NOT NULL CHECK (state IN ('open', 'claimed', 'closed')),
  opened_at      TIMESTAMPTZ NOT NULL,
  -- The report's due date (large_virtual_currency only).
  deadline       DATE,
  -- What the report needs that the platform holds, or what the deny list matched.
  report_draft   JSONB NOT NULL,
  claimed_by     UUID REFERENCES staff_users (id),
  claimed_at     TIMESTAMPTZ,
  decision       TEXT CHECK (decision IN ('reported', 'dismissed')),
  reason         TEXT CHECK (length(reason) BETWEEN 1 AND 1000),
  decided_by     UUID REFERENCES staff_users (id),
  decided_at     TIMESTAMPTZ,
  CHECK ((kind = 'large_virtual_currency') = (deadline IS NOT NULL)),
  CHECK ((state = 'open') = (claimed_by IS NULL)),
  CHECK ((state = 'closed') = (decision IS NOT NULL AND reason IS NOT NULL AND decided_at IS NOT NULL))
);

CREATE INDEX compliance_cases_queue ON compliance_cases (state, opened_at);

-- Every credited crypto deposit with its CAD value when credited: the 24-hour rule sums these.
-- A receipt counted in a case (`case_guid`) is not counted again for the next one. Keyed by the
-- deposit's transfer, so a credit step that runs twice records one receipt.
CREATE TABLE virtual_currency_receipts (
  transfer_guid   CHAR(32) PRIMARY KEY,
  customer_guid   CHAR(32) NOT NULL REFERENCES customers (guid),
  asset           TEXT NOT NULL,
  amount          NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  -- CAD cents when credited; 0 and `unpriced` when the market had no price for it then.
  cad_value       NUMERIC(78, 0) NOT NULL CHECK (cad_value >= 0),
  unpriced        BOOLEAN NOT NULL,
  txn_hash        TEXT NOT NULL,
  receiving_address TEXT NOT NULL,
  credited_at     TIMESTAMPTZ NOT NULL,
  case_guid       CHAR(32) REFERENCES compliance_cases (guid)
);

CREATE INDEX virtual_currency_receipts_window
  ON virtual_currency_receipts (customer_guid, credited_at);
