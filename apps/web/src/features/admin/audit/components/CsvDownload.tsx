import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { fetchFile } from '../../../../lib/api/fetch-file';
import { saveTextFile } from '../../../../lib/files/save-text-file';
import { type AuditFilters, auditCsvUrl } from '../api/audit-api';

/** The applied filters' entries as CSV, fetched with the admin token (a link cannot send it). */
export function CsvDownload({ filters }: { filters: AuditFilters }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    const answer = await fetchFile(auditCsvUrl(filters), 'admin', new AbortController().signal);
    if (!answer.ok) {
      setState('failed');
      return;
    }
    saveTextFile(await answer.blob.text(), 'audit-log.csv', 'text/csv');
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
        {state === 'busy' ? t('auditLog.downloading') : t('auditLog.download')}
      </button>
      {state === 'failed' && <FormAlert tone="error">{t('auditLog.downloadFailed')}</FormAlert>}
    </div>
  );
}
