-- Enhanced due diligence is answered in the app's own flow, as the identity flow is, so each of
-- its verifications has the flow's inquiry `inq_<guid>`: its `persona_inquiry_id` on /api, which
-- `/identity-verification?inquiry_id=…` opens (docs/decisions/0065-identity-verification-lifecycle.md).
-- New ones get it when created; this gives it to those opened before.
UPDATE identity_verifications
   SET inquiry_id = 'inq_' || guid
 WHERE method = 'enhanced_due_diligence' AND inquiry_id IS NULL;
