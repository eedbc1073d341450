import type { TravelRuleAnswer } from '@maple/contracts';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/form/ErrorSummary';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import type { FieldErrors } from '../../../lib/forms/field-errors';

const fields = ['party', 'name', 'address'] as const;
type Field = (typeof fields)[number];

/**
 * The travel rule (docs/product/bank-accounts-and-wallets.md): for a crypto transfer worth
 * CAD 1,000 or more, whose wallet it is — the customer's own, or a third party's with their full
 * name and postal address. `direction` says whether the wallet receives (a withdrawal) or sent (a
 * deposit). Its heading takes focus when the step appears on its own (`takeFocus`), not when it
 * comes with a step that takes it.
 */
export function TravelRuleForm({
  direction,
  takeFocus,
  busy,
  submitLabel,
  onAnswer,
}: {
  direction: 'to' | 'from';
  takeFocus: boolean;
  busy: boolean;
  submitLabel: string;
  onAnswer: (answer: TravelRuleAnswer) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ party: '', name: '', address: '' }, fields);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const labels: Record<Field, string> = {
    party: t(`travelRule.legend.${direction}`),
    name: t('travelRule.name'),
    address: t('travelRule.address'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { party, name, address } = form.values;
    const errors: FieldErrors<Field> = {};
    if (party === '') errors.party = t('travelRule.errors.party');
    if (party === 'third_party' && name.trim().length < 2)
      errors.name = t('travelRule.errors.name');
    if (party === 'third_party' && address.trim().length < 5)
      errors.address = t('travelRule.errors.address');
    if (Object.values(errors).some(Boolean)) {
      form.showErrors(errors);
      return;
    }
    onAnswer(
      party === 'third_party'
        ? { party, name: name.trim(), address: address.trim() }
        : { party: 'own' },
    );
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-3">
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
        {t('travelRule.title')}
      </h3>
      <p className="text-sm">{t(`travelRule.intro.${direction}`)}</p>
      <ErrorSummary title={t('funding.errors.summary')} errors={form.errors} labels={labels} />
      <RadioGroupField
        name="party"
        legend={labels.party}
        options={[
          { value: 'own', label: t('travelRule.own') },
          { value: 'third_party', label: t('travelRule.thirdParty') },
        ]}
        value={form.values.party}
        onValueChange={form.change('party')}
        error={form.errors.party}
      />
      {form.values.party === 'third_party' && (
        <>
          <TextField
            name="name"
            label={labels.name}
            autoComplete="off"
            maxLength={140}
            {...form.field('name')}
          />
          <TextAreaField
            name="address"
            label={labels.address}
            hint={t('travelRule.addressHint')}
            maxLength={300}
            {...form.field('address')}
          />
        </>
      )}
      <SubmitButton busy={busy} busyLabel={t('common.loading')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
