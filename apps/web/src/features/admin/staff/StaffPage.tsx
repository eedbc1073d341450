import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useStaffProfileQuery } from '../kit/api/staff-api';
import { useStaffListQuery } from './api/staff-management-api';
import { InviteStaffForm } from './components/InviteStaffForm';
import { StaffTable } from './components/StaffTable';

/** /admin/staff (administrators): invite staff, set roles, reset an authenticator, deactivate. */
export default function StaffPage() {
  const { t } = useTranslation();
  const me = useStaffProfileQuery();
  const list = useStaffListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [done, setDone] = useState<string | null>(null);

  let body: ReactNode;
  if (list.isError) {
    body = (
      <LoadProblem
        title={t('staffAdmin.list.loadFailed')}
        error={apiErrorOf(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = <PageLoader />;
  } else if (list.data.objects.length === 0) {
    body = <FormAlert tone="info">{t('staffAdmin.list.empty')}</FormAlert>;
  } else {
    body = <StaffTable staff={list.data.objects} myEmail={me.data?.email} onDone={setDone} />;
  }

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('staffAdmin.intro')} />
      <InviteStaffForm />
      {done && <FormAlert tone="success">{done}</FormAlert>}
      {body}
    </div>
  );
}
