import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormAlert } from '../../../components/form/FormAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { useForm } from '../../../components/form/use-form';
import { CopyIcon, DownloadIcon } from '../../../components/icons';
import { business } from '../../../lib/business';
import { saveTextFile } from '../../../lib/files/save-text-file';

const fileName = 'maple-exchange-recovery-codes.txt';

/**
 * The ten recovery codes, shown once right after enrolment (they are stored hashed). The panel
 * stays until the customer confirms they kept them.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
}: {
  codes: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ saved: false }, ['saved']);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${t('settings.recovery.fileTitle', { brand: business.brand })}\n\n${codes.join('\n')}\n`;

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 4000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );

  const finish = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.values.saved) onDone();
    else form.showErrors({ saved: t('settings.recovery.confirmRequired') });
  };

  return (
    <div className="space-y-4">
      <FormAlert tone="success" takeFocus>
        <p className="font-semibold">{t('settings.recovery.title')}</p>
        <p>{t('settings.recovery.intro')}</p>
      </FormAlert>
      <ol
        aria-label={t('settings.recovery.listLabel')}
        className="grid grid-cols-1 gap-2 rounded-md bg-gray-100 p-4 font-mono text-base sm:grid-cols-2 dark:bg-gray-800"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => void copy()} className={secondaryButtonClasses}>
          <CopyIcon className="size-4" />
          {t('settings.recovery.copy')}
        </button>
        <button
          type="button"
          onClick={() => saveTextFile(text, fileName, 'text/plain')}
          className={secondaryButtonClasses}
        >
          <DownloadIcon className="size-4" />
          {t('settings.recovery.download')}
        </button>
        <span role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {copied === 'yes' && t('settings.recovery.copied')}
          {copied === 'failed' && t('settings.recovery.copyFailed')}
        </span>
      </div>
      <form ref={form.formRef} noValidate onSubmit={finish} className="space-y-4">
        <CheckboxField
          label={t('settings.recovery.confirm')}
          checked={form.values.saved}
          onCheckedChange={form.change('saved')}
          error={form.errors.saved}
        />
        <button type="submit" className={primaryButtonClasses}>
          {t('settings.recovery.done')}
        </button>
      </form>
    </div>
  );
}
