-- Two people wherever one could approve alone (ADR 39).
--
-- Role grants: an admin who invites a member as compliance or admin, or promotes one to either,
-- asks for a role grant that a different admin approves; until then the member keeps the role
-- they had (an invitee starts as support). Each member records who created them, and each grant
-- who asked for it, so the checker of a maker's action can be refused when the maker created or
-- promoted them, directly or down a line.

ALTER TABLE staff_users ADD COLUMN created_by UUID REFERENCES staff_users (id);

CREATE TABLE staff_role_grants (
  id           UUID PRIMARY KEY,
  staff_id     UUID NOT NULL REFERENCES staff_users (id),
  -- Only the roles that can approve need a grant; support is given at once.
  role         TEXT NOT NULL CHECK (role IN ('compliance', 'admin')),
  requested_by UUID NOT NULL REFERENCES staff_users (id),
  requested_at TIMESTAMPTZ NOT NULL,
  state        TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'rejected')),
  decided_by   UUID REFERENCES staff_users (id),
  decided_at   TIMESTAMPTZ,
  CHECK ((state = 'pending') = (decided_by IS NULL)),
  CHECK ((decided_by IS NULL) = (decided_at IS NULL)),
  -- Nobody asks for their own role, and the one who asked never approves it.
  CHECK (requested_by <> staff_id),
  CHECK (decided_by <> requested_by OR state = 'rejected'),
  CHECK (decided_by <> staff_id)
);
-- One grant waits per member at a time.
CREATE UNIQUE INDEX staff_role_grants_one_pending ON staff_role_grants (staff_id)
  WHERE state = 'pending';
-- Provenance: the approved grants of a member, walked when a checker is vetted.
CREATE INDEX staff_role_grants_staff ON staff_role_grants (staff_id, state);

-- A second person for politically exposed and high-risk approvals: approving a verification
-- flagged politically exposed, matching the sanctions list, or of enhanced due diligence first
-- records one staff member's approval; a different one, independent of the first, completes it.
-- A rejection still takes one person.

ALTER TABLE identity_verifications
  ADD COLUMN first_approved_by     UUID REFERENCES staff_users (id),
  ADD COLUMN first_approved_at     TIMESTAMPTZ,
  ADD COLUMN first_approval_reason TEXT CHECK (length(first_approval_reason) BETWEEN 1 AND 1000),
  ADD CONSTRAINT identity_verifications_first_approval_whole CHECK (
    (first_approved_by IS NULL) = (first_approved_at IS NULL)
    AND (first_approved_by IS NULL) = (first_approval_reason IS NULL)
  ),
  -- Maker ≠ checker, whatever the application does.
  ADD CONSTRAINT identity_verifications_second_approver CHECK (
    outcome IS DISTINCT FROM 'passed' OR first_approved_by IS NULL
    OR decided_by_staff IS DISTINCT FROM first_approved_by
  );

-- From now on a staff approval of a politically exposed application names a first approver;
-- those approved by one person before stay as they were (NOT VALID checks new writes only).
ALTER TABLE identity_verifications
  ADD CONSTRAINT identity_verifications_pep_two_people CHECK (
    outcome IS DISTINCT FROM 'passed' OR decided_by_staff IS NULL
    OR NOT (reasons ? 'politically_exposed_person') OR first_approved_by IS NOT NULL
  ) NOT VALID;
