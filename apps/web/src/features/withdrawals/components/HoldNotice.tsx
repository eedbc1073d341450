import type { FundingStatus } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { formatDateTime } from '../../../lib/format/date-time';

/** Why withdrawals are paused now and until when, before the customer fills the form in. */
export function HoldNotice({ withdrawals }: { withdrawals: FundingStatus['withdrawals'] }) {
  const { t, i18n } = useTranslation();
  if (withdrawals.allowed) return null;
  const until = withdrawals.held_until;
  let message: string;
  if (withdrawals.reason === 'funding_return') message = t('funding.held.funding_return');
  else if (until) {
    message = t('funding.held.security_change_until', {
      time: formatDateTime(until, i18n.language),
    });
  } else message = t('funding.held.security_change');
  return (
    <FormAlert tone="error">
      <p className="font-semibold">{t('funding.held.title')}</p>
      <p>{message}</p>
    </FormAlert>
  );
}
