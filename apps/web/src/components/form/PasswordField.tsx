import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../icons';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';
import { inputClasses, labelClasses } from './form-styles';

interface PasswordFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** `new-password` when choosing one (password managers offer to generate it). */
  autoComplete: 'current-password' | 'new-password';
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
}

/** A password input with a show/hide toggle; the text is hidden again on every new mount. */
export function PasswordField({
  label,
  value,
  onValueChange,
  autoComplete,
  hint,
  error,
  required = true,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { inputId, hintId, errorId, controlProps } = useFieldIds(Boolean(hint), Boolean(error));
  const Icon = visible ? EyeOffIcon : EyeIcon;

  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <div className="relative mt-1">
        <input
          {...controlProps}
          id={inputId}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          autoComplete={autoComplete}
          required={required}
          spellCheck={false}
          autoCapitalize="none"
          className={`${inputClasses} pr-12`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={inputId}
          aria-label={t('form.showPassword')}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100"
        >
          <Icon className="size-5" />
        </button>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
