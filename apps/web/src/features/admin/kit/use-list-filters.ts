import { useState } from 'react';

/**
 * A list's applied filters and the page it shows (a number, or the cursors read so far):
 * applying other filters goes back to the first page.
 */
export function useListFilters<F, P>(none: F, firstPage: P) {
  const [filters, setFilters] = useState<F>(none);
  const [page, setPage] = useState<P>(firstPage);
  const apply = (next: F) => {
    setFilters(next);
    setPage(firstPage);
  };
  return { filters, apply, page, setPage };
}
