-- The language of a staff member's e-mails (invitation, MFA reset, unlock link), as customers
-- have one: existing staff get English, which is what they were sent until now. The default
-- goes once they have it, so every new staff member is given a language explicitly.

ALTER TABLE staff_users
  ADD COLUMN language TEXT NOT NULL DEFAULT 'en-CA' CHECK (language IN ('en-CA', 'fr-CA'));
ALTER TABLE staff_users ALTER COLUMN language DROP DEFAULT;
