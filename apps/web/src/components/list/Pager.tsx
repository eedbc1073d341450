import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../form/form-styles';

/** Previous and next page of a list, 0-based pages shown from 1; `label` names the list's pages. */
export function Pager({
  label,
  page,
  pages,
  busy,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-3">
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
