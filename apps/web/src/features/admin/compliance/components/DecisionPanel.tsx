import { type ReviewDetail, reviewDecisionRequestSchema, type StaffRole } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import {
  primaryButtonClasses,
  secondaryButtonClasses,
} from '../../../../components/form/form-styles';
import { useForm } from '../../../../components/form/use-form';
import { type ApiError, apiErrorOf } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { formatDateTime } from '../../../../lib/format/date-time';
import { validateFields } from '../../../../lib/forms/field-errors';
import { ReasonField } from '../../kit/ReasonField';
import { useDecideMutation } from '../api/review-api';
import { ConfirmDecisionDialog } from './ConfirmDecisionDialog';
import { DecisionRecord } from './DecisionRecord';

const fields = ['decision', 'reason'] as const;
const decisions = ['approve', 'reject'] as const;
type Decision = (typeof decisions)[number];
type Notice = 'recorded' | 'alreadyDecided' | 'firstRecorded';

const describeFailure = (failure: ApiError, t: TFunction): string => {
  if (failure.code === 'maker_checker') return t('compliance.decision.notTheSecond');
  return failure.status === 403 ? t('compliance.decision.forbidden') : describeApiError(failure, t);
};

/** The reason, then approve or reject, then a confirmation; the server has the last word. */
function DecisionForm({ guid, onDone }: { guid: string; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation();
  const form = useForm({ reason: '' }, fields);
  const [asked, setAsked] = useState<{ decision: Decision; reason: string } | null>(null);
  const [decide, { isLoading }] = useDecideMutation();

  const ask = (decision: Decision) => {
    form.setFailure(null);
    const checked = validateFields(
      reviewDecisionRequestSchema,
      { decision, ...form.values },
      fields,
    );
    if (checked.ok) setAsked(checked.data);
    else form.showErrors(checked.errors);
  };

  const confirm = async (): Promise<boolean> => {
    if (!asked) return false;
    const result = await decide({ guid, ...asked });
    if (result.data) {
      // The first of two approvals leaves it under review, waiting for a colleague.
      onDone(result.data.state === 'reviewing' ? 'firstRecorded' : 'recorded');
      return true;
    }
    const error = apiErrorOf(result.error);
    // Decided meanwhile by a colleague: the page reloads it and shows their decision.
    if (error.status === 409) onDone('alreadyDecided');
    else form.showRefusal(error);
    return true;
  };

  return (
    <>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="space-y-4"
      >
        {form.failure && <FormAlert tone="error">{describeFailure(form.failure, t)}</FormAlert>}
        <ReasonField
          label={t('compliance.decision.reason')}
          hint={t('compliance.decision.reasonHint')}
          {...form.field('reason')}
        />
        <div className="flex flex-wrap gap-3">
          {decisions.map((decision) => (
            <button
              key={decision}
              type="button"
              aria-haspopup="dialog"
              onClick={() => ask(decision)}
              className={decision === 'approve' ? primaryButtonClasses : secondaryButtonClasses}
            >
              {t(`compliance.decision.${decision}`)}
            </button>
          ))}
        </div>
      </form>
      {asked && (
        <ConfirmDecisionDialog
          decision={asked.decision}
          reason={asked.reason}
          busy={isLoading}
          onConfirm={confirm}
          onClose={() => setAsked(null)}
        />
      )}
    </>
  );
}

/**
 * What staff can do about the decision: read it once taken; take it when the role allows and
 * the verification is still in review. `onStale` reloads the verification after a conflict.
 */
export function DecisionPanel({
  review,
  role,
  onStale,
}: {
  review: ReviewDetail;
  role: StaffRole | undefined;
  onStale: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const shown = notice && (
    <FormAlert tone={notice === 'alreadyDecided' ? 'info' : 'success'}>
      {t(`compliance.decision.${notice}`)}
    </FormAlert>
  );
  const first = review.first_approval;
  const twoPeople = review.state === 'reviewing' && review.needs_second_approval && (
    <FormAlert tone="info">
      {first
        ? t('compliance.decision.firstApproval', {
            email: first.staff_email,
            date: formatDateTime(first.approved_at, i18n.language),
            reason: first.reason,
          })
        : t('compliance.decision.twoPeople')}
    </FormAlert>
  );
  if (review.decision) {
    return (
      <div className="space-y-4">
        {shown}
        <DecisionRecord decision={review.decision} />
      </div>
    );
  }
  if (review.state !== 'reviewing' || role === undefined) return shown;
  if (role === 'support') return <p>{t('compliance.decision.readOnlyRole')}</p>;
  return (
    <div className="space-y-4">
      {shown}
      {twoPeople}
      <DecisionForm
        guid={review.guid}
        onDone={(next) => {
          setNotice(next);
          if (next !== 'recorded') onStale();
        }}
      />
    </div>
  );
}
