import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../../components/form/FailureAlert';
import { FormAlert } from '../../../../components/form/FormAlert';
import { panelClasses } from '../../../../components/form/form-styles';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { useForm } from '../../../../components/form/use-form';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { ReasonField } from '../../kit/ReasonField';
import { useProposeAdjustmentMutation } from '../api/adjustments-api';
import { checkProposal, proposalFields } from '../proposal-check';
import { directionsOf, ProposalFields } from './ProposalFields';

/**
 * Proposes an adjustment: the customer (prefilled from `?customer=`), the account's asset, the
 * category and its direction, the amount in the asset's units, the reason (for staff) and what
 * the customer is told. A single-direction category sets the direction itself.
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
      customer_note: '',
    },
    proposalFields,
  );
  const [propose, { isLoading }] = useProposeAdjustmentMutation();
  const [proposed, setProposed] = useState(false);

  const chooseCategory = (category: string) => {
    form.change('category')(category);
    const allowed = directionsOf(category);
    const [only] = allowed;
    if (allowed.length === 1 && only !== undefined) form.change('direction')(only);
    else if (!allowed.some((direction) => direction === form.values.direction)) {
      form.change('direction')('');
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setProposed(false);
    const checked = checkProposal(form.values, i18n.language, t);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await propose(checked.proposal);
    if (result.data) {
      setProposed(true);
      form.change('amount')('');
      form.change('reason')('');
      form.change('customer_note')('');
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
        <ProposalFields values={form.values} field={form.field} onCategory={chooseCategory} />
        <ReasonField
          label={t('adjustments.propose.reason')}
          hint={t('adjustments.propose.reasonHint')}
          {...form.field('reason')}
        />
        <ReasonField
          label={t('adjustments.propose.customerNote')}
          hint={t('adjustments.propose.customerNoteHint')}
          {...form.field('customer_note')}
        />
        <SubmitButton busy={isLoading} busyLabel={t('adjustments.propose.submitting')}>
          {t('adjustments.propose.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
