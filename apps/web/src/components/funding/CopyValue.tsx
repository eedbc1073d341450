import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../form/form-styles';
import { CopyIcon } from '../icons';

/** A button that copies `value`, and a polite live region that says it did (or could not). */
export function CopyButton({ what, value }: { what: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 4000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );

  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('funding.etransfer.copyOf', { what })}
        className={secondaryButtonClasses}
      >
        <CopyIcon className="size-4" />
        {t('funding.etransfer.copy')}
      </button>
      <span role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {copied === 'yes' && t('funding.etransfer.copied', { what })}
        {copied === 'failed' && t('funding.etransfer.copyFailed')}
      </span>
    </>
  );
}

/**
 * A value to type or paste elsewhere (the deposit e-mail, the reference code, a deposit
 * address), with a button that copies it.
 */
export function CopyValue({ term, value }: { term: string; value: string }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
      <dt id={`${id}-term`} className="w-full text-sm font-medium sm:w-48">
        {term}
      </dt>
      <dd className="flex flex-1 flex-wrap items-center gap-3">
        <code className="break-all rounded bg-gray-100 px-2 py-1 font-mono text-base dark:bg-gray-800">
          {value}
        </code>
        <CopyButton what={term} value={value} />
      </dd>
    </div>
  );
}
