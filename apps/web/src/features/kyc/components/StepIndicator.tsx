import { useTranslation } from 'react-i18next';
import { type FlowStep, flowSteps } from '../flow-steps';

/**
 * Where the customer is in the flow: "Step 3 of 8" and, from small screens up, the list of
 * steps with the current one marked (`aria-current="step"`) and the ones before it done.
 */
export function StepIndicator({ current }: { current: FlowStep }) {
  const { t } = useTranslation();
  const index = flowSteps.indexOf(current);
  return (
    <nav aria-label={t('kyc.progress')} className="space-y-3">
      <p className="text-sm font-semibold text-gray-700 dark:text-gray-300">
        {t('kyc.stepOf', { current: index + 1, total: flowSteps.length })}
      </p>
      <div
        aria-hidden="true"
        className="h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div
          className="h-full rounded-full bg-red-700 dark:bg-red-500"
          style={{ width: `${((index + 1) / flowSteps.length) * 100}%` }}
        />
      </div>
      <ol className="hidden gap-x-4 gap-y-1 text-sm sm:grid sm:grid-cols-2 md:grid-cols-4">
        {flowSteps.map((step, i) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={
              step === current
                ? 'font-semibold text-red-800 dark:text-red-300'
                : i < index
                  ? 'text-gray-900 dark:text-gray-100'
                  : 'text-gray-600 dark:text-gray-400'
            }
          >
            {`${i + 1}. ${t(`kyc.steps.${step}`)}`}
          </li>
        ))}
      </ol>
    </nav>
  );
}
