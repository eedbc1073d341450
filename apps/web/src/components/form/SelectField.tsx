import type { SelectHTMLAttributes } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';
import { inputClasses, labelClasses } from './form-styles';

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'className' | 'children'
>;

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled drop-down with its hint and error tied to it. `placeholder` is the first, empty
 * choice: nothing is chosen for the user.
 */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  error,
  ...select
}: SelectProps & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <select
        {...select}
        {...controlProps}
        id={inputId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={`mt-1 ${inputClasses}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
