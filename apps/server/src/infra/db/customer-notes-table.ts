/** Owned by `modules/backoffice`: staff notes about a customer, append-only. */
export interface CustomerNotesTable {
  guid: string;
  customer_guid: string;
  staff_id: string;
  body: string;
  created_at: Date;
}
