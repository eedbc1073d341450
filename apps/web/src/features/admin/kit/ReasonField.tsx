import { FieldMessages } from '../../../components/form/FieldMessages';
import { useFieldIds } from '../../../components/form/field-ids';
import { inputClasses, labelClasses } from '../../../components/form/form-styles';

/**
 * The reason staff give for a SIN view or a decision: it goes to the audit log. `maxLength` is
 * the contract's limit (most reasons: 500 characters).
 */
export function ReasonField({
  label,
  hint,
  value,
  onValueChange,
  error,
  maxLength = 500,
}: {
  label: string;
  hint: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  maxLength?: number;
}) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds(true, Boolean(error));
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
        {...controlProps}
        id={inputId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        rows={3}
        maxLength={maxLength}
        required
        className={`mt-1 ${inputClasses}`}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
