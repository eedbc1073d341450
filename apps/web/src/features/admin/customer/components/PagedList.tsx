import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../../components/list/Pager';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { type ListArgs, listPageSize } from '../api/customer-detail-api';

interface Rows<T> {
  total: number;
  objects: readonly T[];
}

/** The query hook of one list's pages (customer-detail-api), skipped while the first is shown. */
export type PageQuery<T> = (
  args: ListArgs,
  options: { skip: boolean },
) => {
  currentData?: Rows<T>;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/**
 * One of the picture's lists, a page at a time, newest first. The first page comes with the
 * picture (so the page opens with one request); the others are read when asked for.
 */
export function PagedList<T>({
  guid,
  title,
  first,
  usePage,
  children,
}: {
  guid: string;
  title: string;
  first: Rows<T>;
  usePage: PageQuery<T>;
  children: (rows: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const later = usePage({ guid, page }, { skip: page === 0 });
  const shown = page === 0 ? first : later.currentData;
  const total = shown?.total ?? first.total;

  let body: ReactNode;
  if (page > 0 && later.isError) {
    body = (
      <LoadProblem
        title={t('adminCustomer.list.loadFailed', { list: title })}
        error={apiErrorOf(later.error)}
        onRetry={() => void later.refetch()}
      />
    );
  } else if (shown === undefined) {
    body = <PageLoader />;
  } else {
    body = children(shown.objects);
  }
  return (
    <div className="space-y-3">
      {total > listPageSize && (
        <p className="text-sm">{t('adminCustomer.list.total', { total })}</p>
      )}
      {body}
      <Pager
        label={t('adminCustomer.list.pages', { list: title })}
        page={page}
        pages={Math.ceil(total / listPageSize)}
        busy={page > 0 && later.isFetching}
        onPage={setPage}
      />
    </div>
  );
}
