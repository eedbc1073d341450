import type { TextareaHTMLAttributes } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';
import { inputClasses, labelClasses } from './form-styles';

type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'className'
>;

/** A labelled multi-line text input with its hint and error tied to it. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  hint,
  error,
  ...textarea
}: TextAreaProps & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
        rows={3}
        {...textarea}
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
