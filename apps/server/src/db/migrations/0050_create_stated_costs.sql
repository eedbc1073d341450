-- The cost a customer states for crypto they transferred in
-- (docs/decisions/0076-stated-cost-of-transfers-in.md): the adjusted cost base of property is its
-- cost to the taxpayer (ITA s. 54), and what the customer paid elsewhere is not on the platform,
-- so a crypto deposit joins the pool at its market value on arrival, marked estimated, until the
-- customer says what it cost. One row per deposit, only for a completed crypto deposit of the
-- customer's own (the tax module asks funding first); a change updates the row and withdrawing
-- the cost removes it. The audit log keeps each change with the cost before and after, so the row
-- needs no history of its own.
CREATE TABLE stated_costs (
  transfer_guid CHAR(32) PRIMARY KEY CHECK (transfer_guid ~ '^[0-9a-f]{32}$'),
  customer_guid CHAR(32) NOT NULL REFERENCES customers (guid),
  cost_cents    NUMERIC(78, 0) NOT NULL CHECK (cost_cents >= 0),
  stated_at     TIMESTAMPTZ NOT NULL
);
CREATE INDEX stated_costs_customer ON stated_costs (customer_guid);
