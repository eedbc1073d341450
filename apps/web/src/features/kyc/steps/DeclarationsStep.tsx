import { type KycApplication, kycDeclarationsStepSchema } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { StepForm } from '../components/StepForm';
import { optionalText, type StepProps, useStepForm, yesNo, yesNoValue } from './use-step-form';

const questions = [
  'politically_exposed',
  'head_of_international_organization',
  'pep_family_or_associate',
  'acting_for_third_party',
] as const;
type Question = (typeof questions)[number];
const fields = [...questions, 'third_party_details', 'risk_statement_acknowledged'] as const;
type Field = (typeof fields)[number];

const questionKeys = {
  politically_exposed: 'kyc.declarations.politicallyExposed',
  head_of_international_organization: 'kyc.declarations.headOfOrganization',
  pep_family_or_associate: 'kyc.declarations.familyOrAssociate',
  acting_for_third_party: 'kyc.declarations.thirdParty',
} as const satisfies Record<Question, string>;

const riskParagraphs = [
  'kyc.declarations.risk1',
  'kyc.declarations.risk2',
  'kyc.declarations.risk3',
  'kyc.declarations.risk4',
] as const;

const questionLabels = (t: TFunction): Record<Question, string> => ({
  politically_exposed: t(questionKeys.politically_exposed),
  head_of_international_organization: t(questionKeys.head_of_international_organization),
  pep_family_or_associate: t(questionKeys.pep_family_or_associate),
  acting_for_third_party: t(questionKeys.acting_for_third_party),
});

/** The risk statement, in full, as a region the acknowledgement refers to. */
function RiskStatement() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h3 id={headingId} className="font-semibold">
        {t('kyc.declarations.riskTitle')}
      </h3>
      {riskParagraphs.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </section>
  );
}

type Values = Record<Question | 'third_party_details', string> & {
  risk_statement_acknowledged: boolean;
};

const initialOf = ({ steps }: KycApplication): Values => ({
  politically_exposed: yesNoValue(steps.declarations?.politically_exposed),
  head_of_international_organization: yesNoValue(
    steps.declarations?.head_of_international_organization,
  ),
  pep_family_or_associate: yesNoValue(steps.declarations?.pep_family_or_associate),
  acting_for_third_party: yesNoValue(steps.declarations?.acting_for_third_party),
  third_party_details: steps.declarations?.third_party_details ?? '',
  risk_statement_acknowledged: steps.declarations?.risk_statement_acknowledged ?? false,
});

const bodyOf = (values: Values) => ({
  politically_exposed: yesNo(values.politically_exposed),
  head_of_international_organization: yesNo(values.head_of_international_organization),
  pep_family_or_associate: yesNo(values.pep_family_or_associate),
  acting_for_third_party: yesNo(values.acting_for_third_party),
  third_party_details:
    values.acting_for_third_party === 'yes' ? optionalText(values.third_party_details) : undefined,
  risk_statement_acknowledged: values.risk_statement_acknowledged,
});

/**
 * Politically exposed person, head of an international organisation, their family and close
 * associates, third parties, and the risk statement acknowledged.
 */
export function DeclarationsStep({ application, onSaved, onBack, submitLabel }: StepProps) {
  const { t } = useTranslation();
  const { form, submit, busy } = useStepForm({
    application,
    step: 'declarations',
    initial: initialOf(application),
    fields,
    schema: kycDeclarationsStepSchema,
    bodyOf,
    // The law asks who the third party is; the contract lets the server decide what it keeps.
    check: (values): FieldErrors<Field> =>
      values.acting_for_third_party === 'yes' && values.third_party_details.trim() === ''
        ? { third_party_details: t('kyc.declarations.thirdPartyDetailsRequired') }
        : {},
    onSaved,
  });

  const labels: Record<Field, string> = {
    ...questionLabels(t),
    third_party_details: t('kyc.declarations.thirdPartyDetails'),
    risk_statement_acknowledged: t('kyc.declarations.riskAcknowledge'),
  };
  const yesNoOptions = [
    { value: 'yes', label: t('kyc.declarations.yes') },
    { value: 'no', label: t('kyc.declarations.no') },
  ];
  return (
    <StepForm
      form={form}
      labels={labels}
      onSubmit={submit}
      busy={busy}
      onBack={onBack}
      submitLabel={submitLabel}
    >
      {questions.map((question) => (
        <RadioGroupField
          key={question}
          name={question}
          legend={labels[question]}
          options={yesNoOptions}
          inline
          {...form.field(question)}
        />
      ))}
      {form.values.acting_for_third_party === 'yes' && (
        <TextAreaField
          name="third_party_details"
          label={labels.third_party_details}
          maxLength={500}
          hint={t('kyc.declarations.thirdPartyDetailsHint')}
          {...form.field('third_party_details')}
        />
      )}
      <RiskStatement />
      <CheckboxField
        name="risk_statement_acknowledged"
        label={labels.risk_statement_acknowledged}
        checked={form.values.risk_statement_acknowledged}
        onCheckedChange={form.change('risk_statement_acknowledged')}
        error={form.errors.risk_statement_acknowledged}
      />
    </StepForm>
  );
}
