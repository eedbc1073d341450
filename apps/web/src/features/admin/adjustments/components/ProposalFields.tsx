import {
  type AdjustmentCategory,
  adjustmentCategoryDirections,
  adjustmentCategorySchema,
} from '@maple/contracts';
import { assetCodes, isAssetCode } from '@maple/money';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { decimalsOf } from '../adjustment-amount';
import type { ProposalField, ProposalValues } from '../proposal-check';

const categories = adjustmentCategorySchema.options;

const isCategory = (value: string): value is AdjustmentCategory =>
  categories.some((category) => category === value);

/** The directions a category allows; before one is chosen, both. */
export const directionsOf = (category: string): readonly ('credit' | 'debit')[] =>
  isCategory(category) ? adjustmentCategoryDirections[category] : ['credit', 'debit'];

type FieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
};

/** Customer, account, category, direction and amount (in the chosen asset's units). */
export function ProposalFields({
  values,
  field,
  onCategory,
}: {
  values: ProposalValues;
  field: (name: ProposalField) => FieldProps;
  onCategory: (category: string) => void;
}) {
  const { t } = useTranslation();
  const asset = isAssetCode(values.asset) ? values.asset : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('adjustments.propose.customer')}
        hint={t('adjustments.propose.customerHint')}
        autoComplete="off"
        spellCheck={false}
        {...field('customer_guid')}
      />
      <SelectField
        label={t('adjustments.propose.asset')}
        placeholder={t('adjustments.propose.assetPlaceholder')}
        options={assetCodes.map((code) => ({ value: code, label: code }))}
        {...field('asset')}
      />
      <SelectField
        label={t('adjustments.propose.category')}
        placeholder={t('adjustments.propose.categoryPlaceholder')}
        options={categories.map((value) => ({ value, label: t(`adjustments.category.${value}`) }))}
        {...field('category')}
        onValueChange={onCategory}
      />
      <SelectField
        label={t('adjustments.propose.direction')}
        placeholder={t('adjustments.propose.directionPlaceholder')}
        options={directionsOf(values.category).map((value) => ({
          value,
          label: t(`adjustments.direction.${value}`),
        }))}
        {...field('direction')}
      />
      <TextField
        label={t('adjustments.propose.amount')}
        hint={
          asset
            ? t('adjustments.propose.amountHint', { asset, decimals: decimalsOf(asset) })
            : undefined
        }
        inputMode="decimal"
        autoComplete="off"
        {...field('amount')}
      />
    </div>
  );
}
