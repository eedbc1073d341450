import type { ReactNode } from 'react';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { ListResults, type ListStateTexts } from './ListResults';

/** The words of one queue's states and pages, in the caller's catalogue. */
export interface QueueTexts extends ListStateTexts {
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

/** Previous and next page of a queue whose total may be unknown. */
function QueuePager({
  page,
  pages,
  hasNext,
  busy,
  onPage,
  texts,
}: {
  page: number;
  pages: number | undefined;
  hasNext: boolean;
  busy: boolean;
  onPage: (page: number) => void;
  texts: QueueTexts;
}) {
  return (
    <nav aria-label={texts.pages} className="flex items-center gap-3">
      <button
        type="button"
        disabled={page === 0 || busy}
        onClick={() => onPage(page - 1)}
        className={secondaryButtonClasses}
      >
        {texts.previous}
      </button>
      <p aria-live="polite">{texts.pageLabel(page + 1, pages)}</p>
      <button
        type="button"
        disabled={!hasNext || busy}
        onClick={() => onPage(page + 1)}
        className={secondaryButtonClasses}
      >
        {texts.next}
      </button>
    </nav>
  );
}

/**
 * A back-office queue's body: the list's states (`ListResults`), the caller's table and, where
 * there is more than one page, previous and next (0-based `page`). Empty only on the first page:
 * a later page left empty by decisions meanwhile keeps the way back.
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
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const hasNext = pages === undefined ? items?.length === pageSize : page + 1 < pages;
  return (
    <ListResults
      query={query}
      items={items}
      isEmpty={items?.length === 0 && page === 0}
      texts={texts}
      pager={
        (page > 0 || hasNext) && (
          <QueuePager
            page={page}
            pages={pages}
            hasNext={hasNext}
            busy={query.isFetching}
            onPage={onPage}
            texts={texts}
          />
        )
      }
    >
      {children}
    </ListResults>
  );
}
