import { useState } from 'react';
import type { ApiError } from '../../lib/api/api-error';
import { serverFieldErrors } from '../../lib/forms/field-errors';
import { useFormErrors } from './use-form-errors';

/**
 * A form's values, its field errors and its failure: the refusal, or the part of it, that no
 * field can hold, shown above the form. `fields` are the names the form's errors may carry, which
 * include fields without a value of their own (the bot check, a link's token).
 */
export function useForm<V extends object, F extends string>(initial: V, fields: readonly F[]) {
  const { formRef, errors, showErrors, clearError } = useFormErrors<F>();
  const [values, setValues] = useState(initial);
  const [failure, setFailure] = useState<ApiError | null>(null);

  /** A field's change handler: its error goes once the user edits it. */
  const change =
    <K extends keyof V & F>(name: K) =>
    (value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    };

  /** What ties an input to a field: its value, change handler and error, to spread on it. */
  const field = <K extends keyof V & F>(name: K) => ({
    value: values[name],
    onValueChange: change(name),
    error: errors[name],
  });

  /** Puts a field back to its initial value but keeps its error: a refused code is spent. */
  const reset = (name: keyof V) => {
    setValues((current) => ({ ...current, [name]: initial[name] }));
  };

  /**
   * Shows a server refusal: its problems on the fields among `among` (by default all the form's),
   * and the rest as the form's failure. Answers whether there was such a rest.
   */
  const showRefusal = (error: ApiError, among: readonly F[] = fields): boolean => {
    const placed = serverFieldErrors(error, among);
    showErrors(placed.errors);
    if (placed.unplaced) setFailure(error);
    return placed.unplaced;
  };

  return {
    formRef,
    values,
    change,
    field,
    reset,
    errors,
    showErrors,
    clearError,
    failure,
    setFailure,
    showRefusal,
  };
}
