/**
 * Row type of `staff_role_grants` (migration 0034), owned by `modules/staff`; kept apart from
 * schema.ts, which gathers it into `Schema`.
 */
export interface StaffRoleGrantsTable {
  id: string;
  staff_id: string;
  role: 'compliance' | 'admin';
  requested_by: string;
  requested_at: Date;
  state: 'pending' | 'approved' | 'rejected';
  decided_by: string | null;
  decided_at: Date | null;
}
