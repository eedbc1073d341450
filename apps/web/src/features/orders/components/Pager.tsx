import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';

/** Previous and next page, Cybrid's 0-based pages shown from 1. */
export function Pager({
  page,
  pages,
  busy,
  onPage,
}: {
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('funding.orders.paging')} className="flex items-center gap-3">
      <button
        type="button"
        disabled={page === 0 || busy}
        onClick={() => onPage(page - 1)}
        className={secondaryButtonClasses}
      >
        {t('orders.previous')}
      </button>
      <p aria-live="polite">{t('orders.pageOf', { page: page + 1, pages })}</p>
      <button
        type="button"
        disabled={page + 1 >= pages || busy}
        onClick={() => onPage(page + 1)}
        className={secondaryButtonClasses}
      >
        {t('orders.next')}
      </button>
    </nav>
  );
}
