import { kycQuestionnaireStepSchema } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { StepForm } from '../components/StepForm';
import { type StepProps, useStepForm, yesNo, yesNoValue } from './use-step-form';

const choiceQuestions = [
  'net_income',
  'financial_assets',
  'net_assets',
  'crypto_experience',
] as const;
type Choice = (typeof choiceQuestions)[number];

/** Each multiple-choice question's choices, in the contract's terms. */
const choices = {
  net_income: ['under_75k', '75k_to_200k', 'over_200k'],
  financial_assets: ['under_1m', 'over_1m'],
  net_assets: ['under_400k', '400k_to_5m', 'over_5m'],
  crypto_experience: ['none', 'some', 'experienced'],
} as const satisfies Record<Choice, readonly string[]>;

const fields = [...choiceQuestions, 'understands_volatility', 'can_afford_loss'] as const;
type Field = (typeof fields)[number];

const questionKeys = {
  net_income: 'kyc.questionnaire.netIncome',
  financial_assets: 'kyc.questionnaire.financialAssets',
  net_assets: 'kyc.questionnaire.netAssets',
  crypto_experience: 'kyc.questionnaire.cryptoExperience',
  understands_volatility: 'kyc.questionnaire.understandsVolatility',
  can_afford_loss: 'kyc.questionnaire.canAffordLoss',
} as const satisfies Record<Field, string>;

/**
 * The appropriateness questionnaire: income and assets (which set the investor category and
 * its investment limit, docs/product/limits.md), experience, and whether the risks are understood.
 */
export function QuestionnaireStep({ application, onSaved, onBack, submitLabel }: StepProps) {
  const { t } = useTranslation();
  const saved = application.steps.questionnaire;
  const { form, submit, busy } = useStepForm({
    application,
    step: 'questionnaire',
    initial: {
      net_income: saved?.net_income ?? '',
      financial_assets: saved?.financial_assets ?? '',
      net_assets: saved?.net_assets ?? '',
      crypto_experience: saved?.crypto_experience ?? '',
      understands_volatility: yesNoValue(saved?.understands_volatility),
      can_afford_loss: yesNoValue(saved?.can_afford_loss),
    },
    fields,
    schema: kycQuestionnaireStepSchema,
    bodyOf: (values) => ({
      ...values,
      understands_volatility: yesNo(values.understands_volatility),
      can_afford_loss: yesNo(values.can_afford_loss),
    }),
    onSaved,
  });

  const labels: Record<Field, string> = {
    net_income: t(questionKeys.net_income),
    financial_assets: t(questionKeys.financial_assets),
    net_assets: t(questionKeys.net_assets),
    crypto_experience: t(questionKeys.crypto_experience),
    understands_volatility: t(questionKeys.understands_volatility),
    can_afford_loss: t(questionKeys.can_afford_loss),
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
      {choiceQuestions.map((question) => (
        <RadioGroupField
          key={question}
          name={question}
          legend={labels[question]}
          options={choices[question].map((value) => ({
            value,
            label: t(`kyc.questionnaire.options.${value}`),
          }))}
          {...form.field(question)}
        />
      ))}
      {(['understands_volatility', 'can_afford_loss'] as const).map((question) => (
        <RadioGroupField
          key={question}
          name={question}
          legend={labels[question]}
          options={yesNoOptions}
          inline
          {...form.field(question)}
        />
      ))}
    </StepForm>
  );
}
