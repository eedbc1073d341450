import type { FundingStatus } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../../components/form/FormAlert';
import { linkClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { paths } from '../../../../lib/routing/paths';

/**
 * Why withdrawals are paused now and until when, before the customer fills the form in. Without
 * two-step verification the customer is sent to set it up, and brought back here after.
 */
export function HoldNotice({ withdrawals }: { withdrawals: FundingStatus['withdrawals'] }) {
  const { t, i18n } = useTranslation();
  if (withdrawals.allowed) return null;
  if (withdrawals.reason === 'second_factor_required') {
    return (
      <FormAlert tone="info">
        <p className="font-semibold">{t('funding.held.secondFactorTitle')}</p>
        <p>{t('funding.held.second_factor_required')}</p>
        <p>
          <Link
            to={`${paths.settings}?${new URLSearchParams({ next: paths.withdrawals })}`}
            className={linkClasses}
          >
            {t('funding.held.secondFactorAction')}
          </Link>
        </p>
      </FormAlert>
    );
  }
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
