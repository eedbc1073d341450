import { useFieldIds } from '../../../components/form/field-ids';
import { hintClasses } from '../../../components/form/form-styles';

/**
 * An on/off choice: a native checkbox with the switch role, so its label, its hint and its state
 * ("on", "off", "dimmed") are read as a switch. A disabled one shows a choice that is not ours
 * to change.
 */
export function SwitchField({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled = false,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { inputId, hintId, controlProps } = useFieldIds(true, false);
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {label}
        </label>
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          {...controlProps}
          id={inputId}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange?.(event.target.checked)}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-gray-400 transition-colors checked:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-gray-600 dark:checked:bg-red-600 dark:focus-visible:outline-red-300"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
