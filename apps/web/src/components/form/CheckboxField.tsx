import type { ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';

/** A checkbox whose label may hold links (terms, privacy policy), with its error tied to it. */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  error,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | undefined;
  /** The field's key, for a form that finds its controls by name (ErrorSummary.tsx). */
  name?: string;
}) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(false, Boolean(error));
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...controlProps}
          id={inputId}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-red-700"
        />
        <label htmlFor={inputId} className="text-sm text-gray-900 dark:text-gray-100">
          {label}
        </label>
      </div>
      <FieldMessages hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
