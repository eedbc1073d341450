import type { ReviewDetail } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-time';
import { Facts } from '../../kit/Facts';

type Decision = NonNullable<ReviewDetail['decision']>;

/** A decision already taken: who, when, which way and why; nothing left to change. */
export function DecisionRecord({ decision }: { decision: Decision }) {
  const { t, i18n } = useTranslation();
  return (
    <Facts
      facts={[
        [
          t('compliance.decision.outcome'),
          decision.decision === 'approve'
            ? t('compliance.decision.approved')
            : t('compliance.decision.rejected'),
        ],
        [t('compliance.decision.reason'), decision.reason],
        [t('compliance.decision.decidedBy'), decision.staff_email],
        [t('compliance.decision.decidedAt'), formatDateTime(decision.decided_at, i18n.language)],
      ]}
    />
  );
}
