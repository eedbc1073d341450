import type { KycApplication, KycStepId } from '@maple/contracts';
import type { FormEvent } from 'react';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { type FieldErrors, validateFields } from '../../../lib/forms/field-errors';
import { useSaveKycStepMutation } from '../api/kyc-api';
import { useRecoveryToken } from '../recovery/recovery-token';

/** What every step's form is given by the flow. */
export interface StepProps {
  application: KycApplication;
  /** The server kept the step: the flow moves on. */
  onSaved: () => void;
  onBack?: (() => void) | undefined;
  /** "Save and continue", or "Save and return to review" when editing from the review. */
  submitLabel: string;
}

interface Parser<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * A step's form: its values, checked on submit against the step's contract schema (the one
 * the server enforces) and the app's own rules (`check`, already in the reader's words), then
 * saved with `PUT /customers/kyc/{guid}/steps/{step}`. The server's refusals land on the
 * fields they name; the rest shows above the form.
 */
export function useStepForm<V extends object, F extends string, T>({
  application,
  step,
  initial,
  fields,
  schema,
  bodyOf,
  check,
  onSaved,
}: {
  application: KycApplication;
  step: KycStepId;
  initial: V;
  fields: readonly F[];
  schema: Parser<T>;
  bodyOf: (values: V) => unknown;
  check?: (values: V) => FieldErrors<F>;
  onSaved: () => void;
}) {
  const form = useForm(initial, fields);
  const [save, saving] = useSaveKycStepMutation();
  const recoveryToken = useRecoveryToken();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(schema, bodyOf(form.values), fields);
    const own = check?.(form.values) ?? {};
    if (!checked.ok || Object.keys(own).length > 0) {
      // The contract's word on a field comes first: a date must be a date before it is old enough.
      form.showErrors({ ...own, ...(checked.ok ? {} : checked.errors) });
      return;
    }
    const result = await save({
      guid: application.identity_verification_guid,
      step,
      body: checked.data,
      recoveryToken,
    });
    if (result.error === undefined) onSaved();
    else form.showRefusal(apiErrorOf(result.error));
  };

  return { form, submit, busy: saving.isLoading };
}

/** A yes/no question's answer as the contract has it; unanswered stays undefined. */
export const yesNo = (value: string): boolean | undefined =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

/** A saved yes/no answer as its radio's value. */
export const yesNoValue = (value: boolean | undefined): string =>
  value === undefined ? '' : value ? 'yes' : 'no';

/** An optional text left empty is not sent. */
export const optionalText = (value: string): string | undefined =>
  value.trim() === '' ? undefined : value;
