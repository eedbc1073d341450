-- A crypto withdrawal below the travel rule's threshold is recorded for structuring when created
-- (migration 0033). One that never leaves (cancelled, never approved, rejected by staff, failed
-- on the chain) splits nothing: it is marked `withdrawn_at` and no longer counted toward a new
-- case. A case that already counted it keeps it, as staff saw it.
ALTER TABLE virtual_currency_sends ADD COLUMN withdrawn_at TIMESTAMPTZ;
