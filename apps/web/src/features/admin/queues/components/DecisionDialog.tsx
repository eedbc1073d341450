import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';
import { FormAlert } from '../../../../components/form/FormAlert';
import { labelClasses } from '../../../../components/form/form-styles';
import { SubmitOrCancel } from '../../../../components/form/SubmitOrCancel';
import type { ApiError } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
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

  const submit = async (close: () => void) => {
    setProblem(null);
    const trimmed = reason.trim();
    setReasonError(trimmed.length < 3 ? t('workQueues.decision.reasonTooShort') : undefined);
    if (decision === null) setProblem(t('workQueues.decision.choose'));
    if (decision === null || trimmed.length < 3) return;
    setBusy(true);
    const refusal = await decide(decision, trimmed);
    setBusy(false);
    if (refusal === undefined) close();
    else setProblem(describeApiError(refusal, t));
  };

  return (
    <ModalDialog title={title} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(close);
          }}
          className="space-y-4"
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
          <SubmitOrCancel
            busy={busy}
            busyLabel={t('workQueues.decision.recording')}
            onCancel={close}
          >
            {t('workQueues.decision.record')}
          </SubmitOrCancel>
        </form>
      )}
    </ModalDialog>
  );
}
