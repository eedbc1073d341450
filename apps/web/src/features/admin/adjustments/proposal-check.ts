import { type AdjustmentProposal, adjustmentProposalSchema } from '@maple/contracts';
import { isAssetCode } from '@maple/money';
import type { TFunction } from 'i18next';
import { type FieldErrors, validateFields } from '../../../lib/forms/field-errors';
import { decimalsOf, parseAdjustmentAmount } from './adjustment-amount';

export const proposalFields = [
  'customer_guid',
  'asset',
  'category',
  'direction',
  'amount',
  'reason',
  'customer_note',
] as const;
export type ProposalField = (typeof proposalFields)[number];
export type ProposalValues = Record<ProposalField, string>;

/**
 * The form's values as the contract's proposal, the amount turned from the asset's units into
 * minor units; or the first problem of each field.
 */
export function checkProposal(
  values: ProposalValues,
  language: string,
  t: TFunction,
): { ok: true; proposal: AdjustmentProposal } | { ok: false; errors: FieldErrors<ProposalField> } {
  const asset = isAssetCode(values.asset) ? values.asset : undefined;
  const amount = asset ? parseAdjustmentAmount(values.amount, asset, language) : undefined;
  // The amount is checked in the asset's units here; a stand-in keeps the contract's
  // minor-unit message off the field.
  const units = amount?.ok ? amount.units.toString() : '1';
  const checked = validateFields(
    adjustmentProposalSchema,
    { ...values, amount: units },
    proposalFields,
  );
  const errors: FieldErrors<ProposalField> = checked.ok ? {} : { ...checked.errors };
  if (asset && amount && !amount.ok) {
    errors.amount = t(`adjustments.amountProblem.${amount.problem}`, {
      asset,
      decimals: decimalsOf(asset),
    });
  }
  if (!checked.ok || errors.amount) return { ok: false, errors };
  return { ok: true, proposal: { ...checked.data, amount: checked.data.amount.toString() } };
}
