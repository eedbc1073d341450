import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';

export interface RadioOption {
  value: string;
  label: string;
}

/**
 * A question answered by one of a few choices: real radio buttons in a fieldset whose legend
 * asks the question, so a screen reader reads it with each choice. Nothing is chosen until the
 * user chooses (`value` ''). Every radio carries the group's error, so the first one takes focus
 * when the form shows its problems.
 */
export function RadioGroupField({
  name,
  legend,
  options,
  value,
  onValueChange,
  hint,
  error,
  inline = false,
}: {
  /** The radios' shared name; also how the form's error summary finds the group. */
  name: string;
  legend: string;
  options: readonly RadioOption[];
  value: string;
  onValueChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  /** Short choices (yes / no) side by side. */
  inline?: boolean;
}) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">{legend}</legend>
      <div className={`mt-2 ${inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2'}`}>
        {options.map((option) => (
          <div key={option.value} className="flex items-start gap-3">
            <input
              {...controlProps}
              id={`${inputId}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className="mt-0.5 size-5 shrink-0 accent-red-700"
            />
            <label
              htmlFor={`${inputId}-${option.value}`}
              className="text-sm text-gray-900 dark:text-gray-100"
            >
              {option.label}
            </label>
          </div>
        ))}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
