import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';

/** The words of a list's states, in the caller's catalogue. */
export interface ListStateTexts {
  loadFailed: string;
  empty: string;
  /** A second line under `empty`: what would make something appear. */
  emptyHelp?: string | undefined;
  /**
   * Where the list has filters: a 400 means they are wrong, so this says so (with the
   * server's message) instead of offering a retry that would fail the same way.
   */
  invalidFilter?: ((message: string) => string) | undefined;
}

/** What the list's query hook answers that the states need. */
export interface ListQuery {
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function EmptyList({ texts }: { texts: ListStateTexts }) {
  if (texts.emptyHelp === undefined) return <FormAlert tone="info">{texts.empty}</FormAlert>;
  return (
    <FormAlert tone="info">
      <p className="font-semibold">{texts.empty}</p>
      <p>{texts.emptyHelp}</p>
    </FormAlert>
  );
}

/**
 * The results of a back-office list: its load problem (with a retry), loading, the empty state,
 * or a summary line (count or totals, announced as it changes), the caller's table and a pager.
 */
export function ListResults<T>({
  query,
  items,
  isEmpty = items?.length === 0,
  texts,
  summary,
  pager,
  children,
}: {
  query: ListQuery;
  /** Undefined while the first answer is awaited. */
  items: readonly T[] | undefined;
  /** When to show the empty state; by default when this page has nothing. */
  isEmpty?: boolean;
  texts: ListStateTexts;
  summary?: string | undefined;
  pager?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isError) {
    const error = apiErrorOf(query.error);
    if (texts.invalidFilter && error.status === 400) {
      return <FormAlert tone="error">{texts.invalidFilter(error.message)}</FormAlert>;
    }
    return (
      <LoadProblem title={texts.loadFailed} error={error} onRetry={() => void query.refetch()} />
    );
  }
  if (!items) return <PageLoader />;
  if (isEmpty) return <EmptyList texts={texts} />;
  return (
    <div className="space-y-4">
      {summary !== undefined && <p aria-live="polite">{summary}</p>}
      {children(items)}
      {pager}
    </div>
  );
}
