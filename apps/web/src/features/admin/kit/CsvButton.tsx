import { useState } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { fetchFile } from '../../../lib/api/fetch-file';
import { saveTextFile } from '../../../lib/files/save-text-file';

/**
 * An export as CSV, fetched with the admin token (a plain link cannot send it). `url` carries
 * the screen's applied filters, so the file holds what the screen shows.
 */
export function CsvButton({
  url,
  fileName,
  labels,
}: {
  url: string;
  fileName: string;
  labels: { download: string; downloading: string; failed: string };
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    const answer = await fetchFile(url, 'admin', new AbortController().signal);
    if (!answer.ok) {
      setState('failed');
      return;
    }
    saveTextFile(await answer.blob.text(), fileName, 'text/csv');
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
        {state === 'busy' ? labels.downloading : labels.download}
      </button>
      {state === 'failed' && <FormAlert tone="error">{labels.failed}</FormAlert>}
    </div>
  );
}
