import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { labelClasses } from '../../../../components/form/form-styles';
import type { ApiError } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { ReasonField } from '../../kit/ReasonField';

export interface DecisionChoice<D extends string> {
  value: D;
  label: string;
}

/** The decision's options as a radio group with its legend. */
function ChoiceGroup<D extends string>({
  choices,
  chosen,
  onChoose,
}: {
  choices: readonly DecisionChoice<D>[];
  chosen: D | null;
  onChoose: (value: D) => void;
}) {
  const { t } = useTranslation();
  const groupName = useId();
  return (
    <fieldset>
      <legend className={labelClasses}>{t('workQueues.decision.legend')}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={groupName}
              value={choice.value}
              checked={chosen === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A decision on one item of a queue: a choice and the reason recorded with it (3 to 500
 * characters), below what the item's queue shows of it (`children`). `decide` answers the
 * server's refusal, if any; the dialog closes once it is done.
 */
export function DecisionDialog<D extends string>({
  title,
  choices,
  decide,
  onClose,
  children,
}: {
  title: string;
  choices: readonly DecisionChoice<D>[];
  decide: (decision: D, reason: string) => Promise<ApiError | undefined>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<D | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const confirm = async (): Promise<boolean> => {
    setProblem(null);
    const trimmed = reason.trim();
    setReasonError(trimmed.length < 3 ? t('workQueues.decision.reasonTooShort') : undefined);
    if (decision === null) setProblem(t('workQueues.decision.choose'));
    if (decision === null || trimmed.length < 3) return false;
    setBusy(true);
    const refusal = await decide(decision, trimmed);
    setBusy(false);
    if (refusal === undefined) return true;
    setProblem(describeApiError(refusal, t));
    return false;
  };

  return (
    <ConfirmDialog
      title={title}
      submitLabel={t('workQueues.decision.record')}
      busyLabel={t('workQueues.decision.recording')}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      {children}
      <ChoiceGroup choices={choices} chosen={decision} onChoose={setDecision} />
      <ReasonField
        label={t('workQueues.decision.reason')}
        hint={t('workQueues.decision.reasonHint')}
        value={reason}
        onValueChange={setReason}
        error={reasonError}
      />
    </ConfirmDialog>
  );
}
