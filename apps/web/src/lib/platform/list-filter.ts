/** Trades and transfers come 100 to a page (docs/product/limits.md). */
export const pageSize = 100;

/**
 * What a list of trades or transfers is narrowed to, as Cybrid's list filters: a 0-based page,
 * states, sides and transfer types (comma-separated), and ISO 8601 bounds of `created_at`.
 */
export interface ListFilter {
  page: number;
  state?: string;
  side?: string;
  /** `crypto`, or the CAD kinds `funding,funding_return` (transfers only). */
  transferType?: string;
  createdAtGte?: string;
  createdAtLt?: string;
}

/** The query string of a list, 100 to a page. */
export function listQuery(filter: ListFilter): string {
  const query = new URLSearchParams({ per_page: String(pageSize), page: String(filter.page) });
  if (filter.state) query.set('state', filter.state);
  if (filter.side) query.set('side', filter.side);
  if (filter.transferType) query.set('transfer_type', filter.transferType);
  if (filter.createdAtGte) query.set('created_at_gte', filter.createdAtGte);
  if (filter.createdAtLt) query.set('created_at_lt', filter.createdAtLt);
  return query.toString();
}
