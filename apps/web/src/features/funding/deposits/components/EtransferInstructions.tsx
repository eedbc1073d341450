import type { FundingStatus } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { panelClasses } from '../../../../components/form/form-styles';
import { CopyValue } from '../../../../components/funding/CopyValue';

/**
 * How to deposit by Interac e-Transfer (docs/product/lifecycles.md): send it from the customer's
 * own bank to the deposit address with their reference code in the message; no request to make
 * here.
 */
export function EtransferInstructions({
  deposit,
}: {
  deposit: FundingStatus['etransfer_deposit'];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="etransfer-title" className={`space-y-3 ${panelClasses}`}>
      <h2 id="etransfer-title" className="text-lg font-semibold">
        {t('funding.etransfer.title')}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('funding.etransfer.intro')}</p>
      <dl className="divide-y divide-gray-200 dark:divide-gray-800">
        <CopyValue term={t('funding.etransfer.email')} value={deposit.deposit_email} />
        <CopyValue term={t('funding.etransfer.reference')} value={deposit.reference_code} />
      </dl>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>
          {t('funding.etransfer.step1', {
            name: deposit.recipient_name,
            email: deposit.deposit_email,
          })}
        </li>
        <li>{t('funding.etransfer.step2', { code: deposit.reference_code })}</li>
        <li>{t('funding.etransfer.step3')}</li>
      </ol>
      <p className="text-sm">{t('funding.etransfer.timing')}</p>
    </section>
  );
}
