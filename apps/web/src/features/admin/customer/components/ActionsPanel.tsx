import type { CustomerAction, CustomerDetail } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../../components/form/FormAlert';
import { linkClasses, secondaryButtonClasses } from '../../../../components/form/form-styles';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { ReasonDialog } from '../../kit/ReasonDialog';
import { useCustomerActionMutation } from '../api/customer-detail-api';
import { useActionReason } from './action-reason';

/** The actions that make sense in the customer's present standing. */
function applicable(detail: CustomerDetail, action: CustomerAction): boolean {
  const { profile, security } = detail;
  switch (action) {
    case 'freeze':
      return profile.state !== 'frozen';
    case 'unfreeze':
      return profile.state === 'frozen';
    case 'reset-mfa':
      return security.totp_enrolled;
    case 'withdrawals-block':
      return security.withdrawal_lock !== 'all';
    case 'withdrawals-unblock':
      return security.withdrawal_lock !== null;
    case 'revoke-sessions':
      return true;
  }
}

/**
 * The staff actions the reader's role allows (the server says which), each confirmed with a
 * reason; the page reads the customer again after one.
 */
export function ActionsPanel({ detail, onDone }: { detail: CustomerDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const actionReason = useActionReason();
  const [asking, setAsking] = useState<CustomerAction | null>(null);
  const [done, setDone] = useState<CustomerAction | null>(null);
  const [act, { isLoading }] = useCustomerActionMutation();
  const guid = detail.profile.guid;
  const actions = detail.permitted.actions.filter((action) => applicable(detail, action));

  return (
    <div className="space-y-3">
      <p className="text-sm">
        {actions.length === 0
          ? t('adminCustomer.actions.noneAllowed')
          : t('adminCustomer.actions.intro')}
      </p>
      {done && (
        <FormAlert tone="success">
          {t('adminCustomer.actions.done', { action: t(`adminCustomer.actions.${done}`) })}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-3">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              setDone(null);
              setAsking(action);
            }}
            className={secondaryButtonClasses}
          >
            {t(`adminCustomer.actions.${action}`)}
          </button>
        ))}
      </div>
      <Link to={`/admin/adjustments?customer=${encodeURIComponent(guid)}`} className={linkClasses}>
        {t('adminCustomer.actions.adjust')}
      </Link>
      {asking && (
        <ReasonDialog
          title={t('adminCustomer.actions.confirmTitle', {
            action: t(`adminCustomer.actions.${asking}`),
          })}
          intro={t(`adminCustomer.actions.explain.${asking}`)}
          submitLabel={t('adminCustomer.actions.confirm')}
          busyLabel={t('adminCustomer.actions.confirming')}
          reason={actionReason}
          busy={isLoading}
          forbiddenText={t('adminCustomer.actions.forbidden')}
          onSubmit={async (reason) => {
            const result = await act({ guid, action: asking, reason });
            if (result.error) return apiErrorOf(result.error);
            setDone(asking);
            onDone();
            return null;
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
