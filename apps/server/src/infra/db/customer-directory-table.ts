import type { CustomerState, CustomerVerificationState } from '@maple/contracts';

/**
 * Owned by `modules/backoffice`, written only by the triggers of migration 0029: one row per
 * customer with what the customer search matches, filters, orders and shows (ADR 32).
 */
export interface CustomerDirectoryTable {
  customer_guid: string;
  email: string;
  display_name: string;
  state: CustomerState;
  verification_state: CustomerVerificationState;
  province: string | null;
  created_at: Date;
}
