import type { Choice } from '../trading/ChoiceGroup';
import { useFieldIds } from './field-ids';
import { hintClasses, inputClasses, labelClasses } from './form-styles';

/**
 * A labelled drop-down whose every choice is a valid one, so it has no empty first choice (unlike
 * SelectField, which makes the user choose): an asset, the pause between alerts.
 */
export function ChoiceSelect<T extends string>({
  label,
  value,
  choices,
  onChange,
  hint,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  hint?: string;
}) {
  const { inputId, hintId, controlProps } = useFieldIds(Boolean(hint), false);
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
      {hint && (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      )}
    </div>
  );
}
