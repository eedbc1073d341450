-- What the sandbox rails will do with a transfer leaves the transfer for a table of the sandbox's
-- own (modules/funding's sandbox rails, ADR 20): a transfer with no plan completes, so only the
-- plans to fail (with their failure code) or to be returned later have a row.
CREATE TABLE sandbox_rail_plans (
  transfer_guid   CHAR(32) PRIMARY KEY REFERENCES transfers (guid),
  planned_outcome TEXT NOT NULL CHECK (planned_outcome IN ('complete', 'fail', 'return')),
  planned_failure TEXT
);

INSERT INTO sandbox_rail_plans (transfer_guid, planned_outcome, planned_failure)
SELECT guid, planned_outcome, planned_failure
FROM transfers
WHERE planned_outcome <> 'complete' OR planned_failure IS NOT NULL;

ALTER TABLE transfers DROP COLUMN planned_outcome, DROP COLUMN planned_failure;
