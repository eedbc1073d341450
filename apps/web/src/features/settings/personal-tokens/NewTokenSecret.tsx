import type { CreatedPersonalToken } from '@maple/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import {
  inputClasses,
  primaryButtonClasses,
  secondaryButtonClasses,
} from '../../../components/form/form-styles';

/**
 * The new token's secret, shown this once (the server never answers it again): a warning, the
 * secret to select or copy, and "I have copied it", which forgets it. Focus lands on the heading,
 * so a screen reader hears that the token was made and what to do.
 */
export function NewTokenSecret({
  token,
  onDone,
}: {
  token: CreatedPersonalToken;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => heading.current?.focus(), []);

  const copySecret = () =>
    navigator.clipboard.writeText(token.secret).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );

  return (
    <div className="space-y-3 border-t border-gray-200 pt-4 dark:border-gray-800">
      <h3 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t('personalTokens.secret.title')}
      </h3>
      <FormAlert tone="info">{t('personalTokens.secret.warning')}</FormAlert>
      <label htmlFor={fieldId} className="block text-sm font-medium">
        {t('personalTokens.secret.label', { name: token.name })}
      </label>
      <input
        id={fieldId}
        readOnly
        value={token.secret}
        onFocus={(event) => event.target.select()}
        className={`${inputClasses} font-mono`}
      />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButtonClasses} onClick={() => void copySecret()}>
          {t('personalTokens.secret.copy')}
        </button>
        <button type="button" className={primaryButtonClasses} onClick={onDone}>
          {t('personalTokens.secret.done')}
        </button>
      </div>
      <p role="status" className="text-sm">
        {copy === null
          ? ''
          : t(
              copy === 'copied'
                ? 'personalTokens.secret.copied'
                : 'personalTokens.secret.copyFailed',
            )}
      </p>
    </div>
  );
}
