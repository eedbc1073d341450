import type { InputHTMLAttributes } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';
import { inputClasses, labelClasses } from './form-styles';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'className'
>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string | undefined;
  /** The field's problem, as sent (translated when the app knows it). */
  error?: string | undefined;
}

/** A labelled text input with its hint and error tied to it. */
export function TextField({ label, value, onValueChange, hint, error, ...input }: TextFieldProps) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <input
        {...input}
        {...controlProps}
        id={inputId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={`mt-1 ${inputClasses}`}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
