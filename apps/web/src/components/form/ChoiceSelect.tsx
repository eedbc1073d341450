import type { Choice } from '../trading/ChoiceGroup';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';
import { inputClasses, labelClasses } from './form-styles';

/**
 * A labelled drop-down whose every choice is a valid one, so it has no empty first choice (unlike
 * SelectField, which makes the user choose): an asset, the pause between alerts. A choice valid
 * alone may still be refused with the rest of the form: `error` says why, tied to it.
 */
export function ChoiceSelect<T extends string>({
  label,
  value,
  choices,
  onChange,
  hint,
  error,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  hint?: string;
  error?: string | undefined;
}) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <select
        {...controlProps}
        id={inputId}
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className={`mt-1 ${inputClasses}`}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
