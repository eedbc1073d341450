import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../lib/forms/field-errors';

/**
 * A form's field errors. Showing errors moves focus to the form's error summary when it has one
 * (ErrorSummary.tsx), else to the first invalid control, so keyboard and screen-reader users
 * land on the problem (its message is read with it).
 */
export function useFormErrors<F extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (shown === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[data-error-summary], [aria-invalid="true"]')
      ?.focus();
  }, [shown]);

  const showErrors = useCallback((next: FieldErrors<F>) => {
    setErrors(next);
    setShown((count) => count + 1);
  }, []);

  /** A field's error goes once the user edits it. */
  const clearError = useCallback((field: F) => {
    setErrors((current) =>
      current[field] === undefined ? current : { ...current, [field]: undefined },
    );
  }, []);

  return { formRef, errors, showErrors, clearError };
}
