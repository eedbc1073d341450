import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';

/** The words of one queue's states, in the caller's catalogue. */
export interface QueueTexts {
  loadFailed: string;
  empty: string;
  emptyHelp: string;
  /** The pagination's accessible name. */
  pages: string;
  previous: string;
  next: string;
  /** "Page 2 of 5" when the total is known, else "Page 2". */
  pageLabel: (page: number, pages: number | undefined) => string;
}

export interface QueueQuery<T> {
  items: readonly T[] | undefined;
  /** How many in all, when the server says; otherwise a full page means there may be more. */
  total?: number | undefined;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A back-office queue's body: loading, a load problem with a retry, the empty state, or the
 * caller's table with previous and next pages (0-based `page`).
 */
export function QueueBody<T>({
  query,
  page,
  pageSize,
  onPage,
  texts,
  children,
}: {
  query: QueueQuery<T>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  texts: QueueTexts;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { items, total } = query;
  if (query.isError) {
    return (
      <LoadProblem
        title={texts.loadFailed}
        error={apiErrorOf(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!items) return <PageLoader />;
  if (items.length === 0 && page === 0) {
    return (
      <FormAlert tone="info">
        <p className="font-semibold">{texts.empty}</p>
        <p>{texts.emptyHelp}</p>
      </FormAlert>
    );
  }
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const hasNext = pages === undefined ? items.length === pageSize : page + 1 < pages;
  return (
    <div className="space-y-4">
      {children(items)}
      {(page > 0 || hasNext) && (
        <nav aria-label={texts.pages} className="flex items-center gap-3">
          <button
            type="button"
            disabled={page === 0 || query.isFetching}
            onClick={() => onPage(page - 1)}
            className={secondaryButtonClasses}
          >
            {texts.previous}
          </button>
          <p aria-live="polite">{texts.pageLabel(page + 1, pages)}</p>
          <button
            type="button"
            disabled={!hasNext || query.isFetching}
            onClick={() => onPage(page + 1)}
            className={secondaryButtonClasses}
          >
            {texts.next}
          </button>
        </nav>
      )}
    </div>
  );
}
