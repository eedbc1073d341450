import type { KycApplication } from '@maple/contracts';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panelClasses } from '../../../components/form/form-styles';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useKycApplicationQuery } from '../api/kyc-api';
import { type FlowStep, firstMissingStep, nextStep, previousStep } from '../flow-steps';
import { AddressStep } from '../steps/AddressStep';
import { DeclarationsStep } from '../steps/DeclarationsStep';
import { DocumentStep } from '../steps/DocumentStep';
import { EmploymentStep } from '../steps/EmploymentStep';
import { IdentityStep } from '../steps/IdentityStep';
import { QuestionnaireStep } from '../steps/QuestionnaireStep';
import { TaxStep } from '../steps/TaxStep';
import type { StepProps } from '../steps/use-step-form';
import { ReviewStep } from './ReviewStep';
import { StepIndicator } from './StepIndicator';

const stepForms: Record<Exclude<FlowStep, 'review'>, ComponentType<StepProps>> = {
  identity: IdentityStep,
  address: AddressStep,
  employment: EmploymentStep,
  tax: TaxStep,
  document: DocumentStep,
  declarations: DeclarationsStep,
  questionnaire: QuestionnaireStep,
};

/** Moves focus to the step's heading whenever the step changes, not when the flow first shows. */
function useFocusOnChange(step: FlowStep) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}

/** An open application, answered step by step: it resumes at its first missing step. */
export function KycFlow({
  guid,
  onSubmitted,
}: {
  guid: string;
  onSubmitted: (application: KycApplication) => void;
}) {
  const { t } = useTranslation();
  const application = useKycApplicationQuery(guid, { refetchOnMountOrArgChange: true });
  if (application.data) {
    return <FlowSteps application={application.data} onSubmitted={onSubmitted} />;
  }
  if (application.isError) {
    return (
      <LoadProblem
        title={t('kyc.loadFailed')}
        error={apiErrorOf(application.error)}
        onRetry={() => void application.refetch()}
      />
    );
  }
  return <PageLoader />;
}

function FlowSteps({
  application,
  onSubmitted,
}: {
  application: KycApplication;
  onSubmitted: (application: KycApplication) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<FlowStep>(() => firstMissingStep(application));
  // A step opened from the review returns to it once saved.
  const [editing, setEditing] = useState(false);
  const headingRef = useFocusOnChange(step);
  const headingId = useId();

  const go = (next: FlowStep, fromReview = false) => {
    setEditing(fromReview);
    setStep(next);
  };
  const previous = previousStep(step);
  const onBack =
    previous && !editing ? () => go(previous) : editing ? () => go('review') : undefined;

  const StepFormOf = step === 'review' ? undefined : stepForms[step];
  return (
    <div className="space-y-6">
      <StepIndicator current={step} />
      <section aria-labelledby={headingId} className={`space-y-5 ${panelClasses}`}>
        <div>
          <h2
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            className="text-xl font-semibold focus:outline-none"
          >
            {t(`kyc.steps.${step}`)}
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {t(`kyc.stepIntro.${step}`)}
          </p>
        </div>
        {StepFormOf ? (
          <StepFormOf
            key={step}
            application={application}
            onSaved={() => go(editing ? 'review' : nextStep(step))}
            onBack={onBack}
            submitLabel={t(editing ? 'kyc.backToReview' : 'kyc.continue')}
          />
        ) : (
          <ReviewStep
            application={application}
            onEdit={(edited) => go(edited, true)}
            onBack={() => go('questionnaire')}
            onSubmitted={onSubmitted}
          />
        )}
      </section>
    </div>
  );
}
