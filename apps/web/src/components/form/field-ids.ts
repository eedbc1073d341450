import { useId } from 'react';

/**
 * Ids tying a control to its hint and error, so a screen reader reads both with the control
 * (`aria-describedby`) and knows when it is invalid (`aria-invalid`).
 */
export function useFieldIds(hasHint: boolean, hasError: boolean) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : '', hasError ? errorId : ''].filter(Boolean).join(' ');
  return {
    inputId: id,
    hintId,
    errorId,
    controlProps: {
      'aria-invalid': hasError,
      'aria-describedby': describedBy === '' ? undefined : describedBy,
    },
  };
}
