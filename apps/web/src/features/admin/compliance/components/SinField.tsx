import { revealSinRequestSchema } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { ReasonDialog } from '../../kit/ReasonDialog';
import { RevealOrHide } from '../../kit/RevealOrHide';
import { useRevealSinMutation } from '../api/review-api';

/**
 * Asks why the SIN is needed, then reveals it. The answer is handed to the caller and the
 * mutation's record is dropped at once, so the number never stays in the store.
 */
function RevealSinDialog({
  guid,
  onRevealed,
  onClose,
}: {
  guid: string;
  onRevealed: (sin: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reveal, { isLoading, reset }] = useRevealSinMutation();
  return (
    <ReasonDialog
      title={t('compliance.sin.dialogTitle')}
      intro={t('compliance.sin.dialogIntro')}
      submitLabel={t('compliance.sin.submit')}
      busyLabel={t('compliance.sin.submitting')}
      reason={{
        label: t('compliance.sin.reason'),
        hint: t('compliance.sin.reasonHint'),
        schema: revealSinRequestSchema,
      }}
      busy={isLoading}
      forbiddenText={t('compliance.sin.forbidden')}
      onSubmit={async (reason) => {
        const result = await reveal({ guid, reason });
        reset();
        if (result.data) {
          onRevealed(result.data.sin);
          return null;
        }
        return apiErrorOf(result.error);
      }}
      onClose={onClose}
    />
  );
}

/**
 * The SIN, masked; staff allowed to may reveal it for this view only. The revealed number lives
 * in this component's state and goes when the reviewer hides it or leaves the page.
 */
export function SinField({
  guid,
  masked,
  canReveal,
}: {
  guid: string;
  masked: string;
  canReveal: boolean;
}) {
  const { t } = useTranslation();
  const [sin, setSin] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="font-mono tabular-nums">{sin ?? masked}</span>
      {canReveal && (
        <RevealOrHide
          revealed={sin !== null}
          revealLabel={t('compliance.sin.reveal')}
          hideLabel={t('compliance.sin.hide')}
          onReveal={() => setAsking(true)}
          onHide={() => setSin(null)}
        />
      )}
      {asking && (
        <RevealSinDialog guid={guid} onRevealed={setSin} onClose={() => setAsking(false)} />
      )}
    </div>
  );
}
