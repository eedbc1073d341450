import type { PaymentRail } from '@maple/contracts';
import type { TFunction } from 'i18next';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { parseCadAmount } from '../../../lib/funding/cad-amount';
import type { TransferDetails } from '../../../lib/funding/use-funding-flow';

export const withdrawalFields = ['rail', 'bank', 'amount', 'question', 'answer'] as const;
export type WithdrawalField = (typeof withdrawalFields)[number];

export interface WithdrawalInput {
  rail: PaymentRail;
  bank: string;
  amount: string;
  question: string;
  answer: string;
}

export type CheckedWithdrawal =
  | { ok: true; cents: bigint; details: TransferDetails }
  | { ok: false; errors: FieldErrors<WithdrawalField> };

/** Interac's rules for the security answer (the contract's): 3 to 25 letters and digits. */
const answerPattern = /^[A-Za-z0-9]{3,25}$/;

function etransferErrors(input: WithdrawalInput, t: TFunction): FieldErrors<WithdrawalField> {
  const errors: FieldErrors<WithdrawalField> = {};
  const question = input.question.trim();
  if (question.length < 3 || question.length > 40)
    errors.question = t('funding.errors.questionLength');
  if (input.answer.length < 3 || input.answer.length > 25) {
    errors.answer = t('funding.errors.answerLength');
  } else if (!answerPattern.test(input.answer)) {
    errors.answer = t('funding.errors.answerCharacters');
  } else if (question.toLowerCase().includes(input.answer.toLowerCase())) {
    // Anyone who reads the question would know the answer.
    errors.answer = t('funding.errors.answerInQuestion');
  }
  return errors;
}

/**
 * The withdrawal form checked before a quote is asked for: a bank account for an EFT, the
 * security question and answer for an e-Transfer, and an amount the available CAD covers.
 */
export function checkWithdrawal(
  input: WithdrawalInput,
  available: bigint | null,
  t: TFunction,
  language: string,
): CheckedWithdrawal {
  const errors: FieldErrors<WithdrawalField> =
    input.rail === 'etransfer' ? etransferErrors(input, t) : {};
  if (input.rail === 'eft' && input.bank === '') errors.bank = t('funding.errors.bankRequired');
  const amount = parseCadAmount(input.amount, language);
  if (!amount.ok) errors.amount = t(`funding.errors.${amount.problem}`);
  else if (available !== null && amount.cents > available) {
    errors.amount = t('funding.errors.insufficientFunds');
  }
  if (!amount.ok || Object.values(errors).some(Boolean)) return { ok: false, errors };
  const details: TransferDetails =
    input.rail === 'eft'
      ? { payment_rail: 'eft', external_bank_account_guid: input.bank }
      : {
          payment_rail: 'etransfer',
          etransfer_security_question: input.question.trim(),
          etransfer_security_answer: input.answer,
        };
  return { ok: true, cents: amount.cents, details };
}
