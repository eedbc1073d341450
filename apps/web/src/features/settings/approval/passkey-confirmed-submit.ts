import type { PasskeyAnswer, SecurityChange } from '@maple/contracts';
import type { FormEvent } from 'react';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import type { FieldErrors, Validation } from '../../../lib/forms/field-errors';
import { type ApprovalProblem, answerRefusal, type useChangeApproval } from './use-change-approval';

/** What a form a passkey confirms is made of (ADR 57). */
export interface PasskeyConfirmedForm<T, F extends string> {
  form: {
    setFailure: (failure: ApiError | null) => void;
    showErrors: (errors: FieldErrors<F>) => void;
    /** Shows a refusal on its fields, or as the form's failure; answers whether it was the latter. */
    showRefusal: (error: ApiError) => boolean;
  };
  approval: ReturnType<typeof useChangeApproval>;
  change: SecurityChange;
  validate: () => Validation<T, F>;
  send: (data: T, passkey: PasskeyAnswer) => Promise<{ error?: unknown }>;
  setProblem: (problem: ApprovalProblem | null) => void;
  onDone: () => void;
}

/**
 * The submit of a form a passkey confirms: its fields checked here first, then one of the
 * customer's passkeys approving `change`, then the change sent with both. A refusal of a field
 * alone (a wrong or weak password) spent nothing on the server, so the passkey's answer is kept
 * for the next attempt; any other refusal forgets it.
 */
export const passkeyConfirmedSubmit =
  <T, F extends string>(parts: PasskeyConfirmedForm<T, F>) =>
  async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    const { form, approval, setProblem } = parts;
    event.preventDefault();
    form.setFailure(null);
    setProblem(null);
    const checked = parts.validate();
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const approved = await approval.approve(parts.change);
    if (!approved.ok) {
      setProblem(approved.problem);
      return;
    }
    const result = await parts.send(checked.data, approved.passkey);
    if (result.error === undefined) {
      approval.forget();
      parts.onDone();
      return;
    }
    const error = apiErrorOf(result.error);
    const refusal = answerRefusal(error);
    if (refusal) {
      approval.forget();
      setProblem(refusal);
      return;
    }
    if (form.showRefusal(error)) approval.forget();
  };
