import type { OptionalEmailCategory } from '@maple/contracts';

/** Owned by `modules/notifications`: who receives which optional e-mails. */
export interface EmailSubscriptionsTable {
  user_id: string;
  category: OptionalEmailCategory;
  subscribed: boolean;
  changed_at: Date;
}
