import {
  type AdjustmentCategory,
  adjustmentCategoryDirections,
  adjustmentCategorySchema,
  adjustmentProposalSchema,
} from '@maple/contracts';
import { type AssetCode, assetCodes, isAssetCode } from '@maple/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../../components/form/FailureAlert';
import { FormAlert } from '../../../../components/form/FormAlert';
import { panelClasses } from '../../../../components/form/form-styles';
import { SelectField } from '../../../../components/form/SelectField';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { TextField } from '../../../../components/form/TextField';
import { useForm } from '../../../../components/form/use-form';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { validateFields } from '../../../../lib/forms/field-errors';
import { ReasonField } from '../../compliance/components/ReasonField';
import { decimalsOf, parseAdjustmentAmount } from '../adjustment-amount';
import { useProposeAdjustmentMutation } from '../api/adjustments-api';

const fields = ['customer_guid', 'asset', 'category', 'direction', 'amount', 'reason'] as const;
const categories = adjustmentCategorySchema.options;

const isCategory = (value: string): value is AdjustmentCategory =>
  categories.some((category) => category === value);

/** The directions a category allows; before one is chosen, both. */
const directionsOf = (category: string): readonly ('credit' | 'debit')[] =>
  isCategory(category) ? adjustmentCategoryDirections[category] : ['credit', 'debit'];

/**
 * Proposes an adjustment: the customer (prefilled from `?customer=`), the account's asset, the
 * category and its direction, the amount in the asset's units and the reason. A single-direction
 * category sets the direction itself.
 */
export function ProposeAdjustmentForm({ initialCustomer }: { initialCustomer: string }) {
  const { t, i18n } = useTranslation();
  const form = useForm(
    {
      customer_guid: initialCustomer,
      asset: '',
      category: '',
      direction: '',
      amount: '',
      reason: '',
    },
    fields,
  );
  const [propose, { isLoading }] = useProposeAdjustmentMutation();
  const [proposed, setProposed] = useState(false);
  const asset: AssetCode | undefined = isAssetCode(form.values.asset)
    ? form.values.asset
    : undefined;

  const chooseCategory = (category: string) => {
    form.change('category')(category);
    const [only, other] = directionsOf(category);
    if (only !== undefined && other === undefined) form.change('direction')(only);
    else if (!directionsOf(category).some((d) => d === form.values.direction)) {
      form.change('direction')('');
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setProposed(false);
    const amount = asset ? parseAdjustmentAmount(form.values.amount, asset, i18n.language) : null;
    // The amount is checked in the asset's units below; until then a stand-in keeps the
    // contract's minor-unit message off the field.
    const checked = validateFields(
      adjustmentProposalSchema,
      { ...form.values, amount: amount?.ok ? amount.units.toString() : '1' },
      fields,
    );
    const amountError =
      asset && amount && !amount.ok
        ? t(`adjustments.amountProblem.${amount.problem}`, { asset, decimals: decimalsOf(asset) })
        : undefined;
    if (!checked.ok || amountError) {
      const errors = checked.ok ? {} : checked.errors;
      form.showErrors({ ...errors, ...(amountError ? { amount: amountError } : {}) });
      return;
    }
    const result = await propose({ ...checked.data, amount: checked.data.amount.toString() });
    if (result.data) {
      setProposed(true);
      form.change('amount')('');
      form.change('reason')('');
      return;
    }
    form.showRefusal(apiErrorOf(result.error));
  };

  return (
    <section aria-labelledby="propose-adjustment" className={panelClasses}>
      <h2 id="propose-adjustment" className="text-xl font-semibold">
        {t('adjustments.propose.title')}
      </h2>
      <form ref={form.formRef} noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FailureAlert failure={form.failure} />
        {proposed && <FormAlert tone="success">{t('adjustments.propose.proposed')}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('adjustments.propose.customer')}
            hint={t('adjustments.propose.customerHint')}
            autoComplete="off"
            spellCheck={false}
            {...form.field('customer_guid')}
          />
          <SelectField
            label={t('adjustments.propose.asset')}
            placeholder={t('adjustments.propose.assetPlaceholder')}
            options={assetCodes.map((code) => ({ value: code, label: code }))}
            {...form.field('asset')}
          />
          <SelectField
            label={t('adjustments.propose.category')}
            placeholder={t('adjustments.propose.categoryPlaceholder')}
            options={categories.map((value) => ({
              value,
              label: t(`adjustments.category.${value}`),
            }))}
            {...form.field('category')}
            onValueChange={chooseCategory}
          />
          <SelectField
            label={t('adjustments.propose.direction')}
            placeholder={t('adjustments.propose.direction')}
            options={directionsOf(form.values.category).map((value) => ({
              value,
              label: t(`adjustments.direction.${value}`),
            }))}
            {...form.field('direction')}
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
            {...form.field('amount')}
          />
        </div>
        <ReasonField
          label={t('adjustments.propose.reason')}
          hint={t('adjustments.propose.reasonHint')}
          {...form.field('reason')}
        />
        <SubmitButton busy={isLoading} busyLabel={t('adjustments.propose.submitting')}>
          {t('adjustments.propose.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
