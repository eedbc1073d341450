import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * A small set of exclusive choices shown as a segmented control: real radio buttons in a
 * fieldset, so arrow keys, labels and the group's name work as a screen reader expects.
 */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  hideLegend = false,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  hideLegend?: boolean;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend
        className={
          hideLegend ? 'sr-only' : 'mb-1 text-sm font-medium text-gray-900 dark:text-gray-100'
        }
      >
        {legend}
      </legend>
      <div className="inline-flex flex-wrap rounded-md border border-gray-300 p-0.5 dark:border-gray-600">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="cursor-pointer rounded px-3 py-1.5 text-sm font-semibold text-gray-800 has-checked:bg-red-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-red-700 dark:text-gray-200 dark:has-checked:bg-red-600 dark:has-focus-visible:outline-red-300"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
