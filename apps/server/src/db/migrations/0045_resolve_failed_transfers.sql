-- A failed transfer handled by staff leaves the back office's "need a look" queue and the
-- overview's count, which otherwise kept every failure ever: who resolved it, when, and what was
-- done. One resolution per transfer; nothing of the transfer changes.
CREATE TABLE transfer_resolutions (
  transfer_guid  CHAR(32) PRIMARY KEY REFERENCES transfers (guid),
  staff_id       UUID NOT NULL REFERENCES staff_users (id),
  note           TEXT NOT NULL CHECK (length(note) BETWEEN 1 AND 1000),
  resolved_at    TIMESTAMPTZ NOT NULL
);
