import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the platform cannot see (docs/product/tax.md): the customer's own wallets and other
 * platforms, and the purchases of a spouse or common-law partner or of a company they control;
 * so the figures may need adjusting, and they are not tax advice.
 */
export function TaxNotice() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-lg border border-gray-300 bg-gray-50 p-4 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <h2 id={headingId} className="text-base font-semibold">
        {t('tax.notice.title')}
      </h2>
      <p>{t('tax.notice.intro')}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('tax.notice.wallets')}</li>
        <li>{t('tax.notice.related')}</li>
      </ul>
      <p>{t('tax.notice.adjust')}</p>
      <p className="font-semibold">{t('tax.notice.advice')}</p>
    </section>
  );
}
