/**
 * The baseline's tables, in a scratch database of their own: accounts carry both assets on one
 * row, so a trade locks exactly two rows (the customer's and the single house row) and the
 * postings still balance per asset. Types, keys and indexes mirror the real ledger's (NUMERIC
 * amounts, foreign keys from postings, indexes on entry and account) so the writes cost alike.
 */
export const naiveSchema = `
CREATE TABLE naive_accounts (
  id   BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('customer', 'house', 'funding')),
  cad  NUMERIC(78, 0) NOT NULL DEFAULT 0,
  btc  NUMERIC(78, 0) NOT NULL DEFAULT 0
);
CREATE TABLE naive_quotes (
  guid           CHAR(32) PRIMARY KEY,
  customer_id    BIGINT NOT NULL REFERENCES naive_accounts (id),
  deliver_amount NUMERIC(78, 0) NOT NULL,
  receive_amount NUMERIC(78, 0) NOT NULL,
  expires_at     TIMESTAMPTZ NOT NULL,
  executed       BOOLEAN NOT NULL DEFAULT false
);
CREATE INDEX naive_quotes_customer ON naive_quotes (customer_id);
CREATE TABLE naive_entries (
  id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind            TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE naive_postings (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id   BIGINT NOT NULL REFERENCES naive_entries (id),
  account_id BIGINT NOT NULL REFERENCES naive_accounts (id),
  asset      TEXT NOT NULL CHECK (asset IN ('CAD', 'BTC')),
  amount     NUMERIC(78, 0) NOT NULL CHECK (amount <> 0)
);
CREATE INDEX naive_postings_entry ON naive_postings (entry_id);
CREATE INDEX naive_postings_account ON naive_postings (account_id);
`;

/** The funding and house accounts, then `$2` customers funded with `$1` CAD cents each. */
export const naiveSeed = [
  `INSERT INTO naive_accounts (kind) VALUES ('funding'), ('house')`,
  `INSERT INTO naive_accounts (kind, cad) SELECT 'customer', $1::numeric FROM generate_series(1, $2::int)`,
  `INSERT INTO naive_entries (kind, idempotency_key)
   SELECT 'funding', 'funding:' || id FROM naive_accounts WHERE kind = 'customer'`,
  `INSERT INTO naive_postings (entry_id, account_id, asset, amount)
   SELECT e.id, a.id, 'CAD', a.cad FROM naive_entries e JOIN naive_accounts a ON e.idempotency_key = 'funding:' || a.id
   UNION ALL
   SELECT e.id, f.id, 'CAD', -a.cad FROM naive_entries e JOIN naive_accounts a ON e.idempotency_key = 'funding:' || a.id
   CROSS JOIN (SELECT id FROM naive_accounts WHERE kind = 'funding') f`,
  `UPDATE naive_accounts SET cad = (SELECT -sum(cad) FROM naive_accounts WHERE kind = 'customer')
   WHERE kind = 'funding'`,
];

/** The same four rules as the real ledger's `ledgerViolations`, on the baseline's tables. */
export const naiveChecks: Record<string, string> = {
  'every entry balances per asset': `
    SELECT 'entry ' || entry_id || ' ' || asset || ' sums to ' || sum(amount) AS problem
    FROM naive_postings GROUP BY entry_id, asset HAVING sum(amount) <> 0`,
  'balances equal their postings': `
    SELECT 'account ' || a.id || ' cad ' || a.cad || ' btc ' || a.btc AS problem
    FROM naive_accounts a
    LEFT JOIN (
      SELECT account_id,
             sum(amount) FILTER (WHERE asset = 'CAD') AS cad,
             sum(amount) FILTER (WHERE asset = 'BTC') AS btc
      FROM naive_postings GROUP BY account_id
    ) p ON p.account_id = a.id
    WHERE a.cad <> COALESCE(p.cad, 0) OR a.btc <> COALESCE(p.btc, 0)`,
  'no customer account below zero': `
    SELECT 'account ' || id || ' cad ' || cad || ' btc ' || btc AS problem
    FROM naive_accounts WHERE kind = 'customer' AND (cad < 0 OR btc < 0)`,
  'each asset is conserved': `
    SELECT 'cad ' || sum(cad) || ' btc ' || sum(btc) AS problem
    FROM naive_accounts HAVING sum(cad) <> 0 OR sum(btc) <> 0`,
};
