-- What a customer is told about a manual adjustment (ADR 37): staff write it when they propose
-- (the contract requires it of every new proposal), the customer reads it in their history and
-- in the e-mail the approval sends. Proposals made before it have none (NULL); the customer then
-- reads the category's own words. The e-mail is queued in the approval's transaction (the
-- outbox), so nothing here records whether it was sent.
ALTER TABLE adjustments ADD COLUMN customer_note TEXT
  CHECK (customer_note IS NULL OR length(customer_note) BETWEEN 5 AND 500);

-- A customer's posted adjustments, newest first: their history's page of them.
CREATE INDEX adjustments_customer_posted ON adjustments (customer_guid, decided_at DESC, guid)
  WHERE state = 'approved';
