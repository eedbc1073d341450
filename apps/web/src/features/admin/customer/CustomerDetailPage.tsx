import type { CustomerDetail } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { PageHeading } from '../../../components/trading/PageHeading';
import { apiErrorOf } from '../../../lib/api/api-error';
import { paths } from '../../../lib/routing/paths';
import { Section } from '../kit/Section';
import { useCustomerDetailQuery } from './api/customer-detail-api';
import { AccountsSection } from './components/AccountsSection';
import { ActionsPanel } from './components/ActionsPanel';
import { CustomerLists } from './components/CustomerLists';
import { DocumentsSection } from './components/DocumentsSection';
import { NotesSection } from './components/NotesSection';
import { ProfileSection } from './components/ProfileSection';
import { SecuritySection } from './components/SecuritySection';

/**
 * The whole picture, in the order staff look: who, what they may do, money, history, the
 * documents the customer was given, notes.
 */
function Picture({ detail, onChanged }: { detail: CustomerDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <Section title={t('adminCustomer.sections.profile')}>
        <ProfileSection detail={detail} canReveal={detail.permitted.reveal} />
      </Section>
      <Section title={t('adminCustomer.sections.actions')}>
        <ActionsPanel detail={detail} onDone={onChanged} />
      </Section>
      <SecuritySection detail={detail} />
      <AccountsSection guid={detail.profile.guid} accounts={detail.accounts} />
      <CustomerLists detail={detail} />
      <DocumentsSection guid={detail.profile.guid} />
      <Section title={t('adminCustomer.sections.notes')}>
        <NotesSection detail={detail} onAdded={onChanged} />
      </Section>
    </div>
  );
}

/** /admin/customer/:guid: one customer, masked, with the staff actions the role allows. */
export default function CustomerDetailPage() {
  const { t } = useTranslation();
  const { guid = '' } = useParams();
  const detail = useCustomerDetailQuery(guid, { refetchOnMountOrArgChange: true });

  let body = <PageLoader />;
  if (detail.isError) {
    const error = apiErrorOf(detail.error);
    body =
      error.status === 404 || error.status === 400 ? (
        <p role="alert">{t('adminCustomer.notFound')}</p>
      ) : (
        <LoadProblem
          title={t('adminCustomer.loadFailed')}
          error={error}
          onRetry={() => void detail.refetch()}
        />
      );
  } else if (detail.data) {
    body = <Picture detail={detail.data} onChanged={() => void detail.refetch()} />;
  }

  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <Link to={paths.adminCustomers} className={linkClasses}>
        {t('adminCustomer.backToCustomers')}
      </Link>
      <PageHeading intro={t('adminCustomer.intro')} />
      {body}
    </div>
  );
}
