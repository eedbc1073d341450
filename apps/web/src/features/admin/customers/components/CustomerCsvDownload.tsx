import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { fetchFile } from '../../../../lib/api/fetch-file';
import { saveTextFile } from '../../../../lib/files/save-text-file';
import { type CustomerFilters, customerCsvUrl } from '../api/customer-search-api';

/** Every customer the applied search finds, as CSV, fetched with the admin token. */
export function CustomerCsvDownload({ filters }: { filters: CustomerFilters }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    const answer = await fetchFile(customerCsvUrl(filters), 'admin', new AbortController().signal);
    if (!answer.ok) {
      setState('failed');
      return;
    }
    saveTextFile(await answer.blob.text(), 'customers.csv', 'text/csv');
    setState('idle');
  };
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={secondaryButtonClasses}
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? t('adminCustomers.downloading') : t('adminCustomers.download')}
      </button>
      {state === 'failed' && (
        <FormAlert tone="error">{t('adminCustomers.downloadFailed')}</FormAlert>
      )}
    </div>
  );
}
