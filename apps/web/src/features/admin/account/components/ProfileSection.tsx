import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../../components/loader/LoadingStatus';
import { PanelSection } from '../../../../components/page/PanelSection';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { useStaffProfileQuery } from '../../kit/api/staff-api';
import { Facts } from '../../kit/Facts';

/** Who is signed in: name, e-mail and role, as the back office knows them. */
export function ProfileSection() {
  const { t } = useTranslation();
  const me = useStaffProfileQuery();
  let body: ReactNode;
  if (me.data) {
    body = (
      <Facts
        facts={[
          [t('adminAccount.profile.name'), me.data.display_name],
          [t('adminAccount.profile.email'), me.data.email],
          [t('adminAccount.profile.role'), t(`staffAdmin.roleShort.${me.data.role}`)],
        ]}
      />
    );
  } else if (me.isError) {
    body = (
      <LoadProblem
        title={t('adminAccount.profile.loadFailed')}
        error={apiErrorOf(me.error)}
        onRetry={() => void me.refetch()}
      />
    );
  } else {
    body = <LoadingStatus />;
  }
  return <PanelSection title={t('adminAccount.profile.title')}>{body}</PanelSection>;
}
