import type { CustomerDetail } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { codeLabel } from '../../kit/code-labels';
import { Facts } from '../../kit/Facts';
import { Section } from '../../kit/Section';
import { useCustomerSessionsQuery } from '../api/customer-detail-api';
import { DataTable } from './DataTable';
import { PagedList } from './PagedList';

/** Second factor, withdrawal hold and lock; sign-ins and sessions; limits and their use. */
export function SecuritySection({ detail }: { detail: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  const { security, sessions, limits } = detail;
  const when = (iso: string | null) => (iso === null ? '—' : formatDateTime(iso, i18n.language));
  const cad = (cents: string | null) =>
    cents === null ? t('adminCustomer.columns.noLimit') : formatUnits(cents, 'CAD', i18n.language);
  const lock =
    security.withdrawal_lock === null
      ? t('adminCustomer.none')
      : security.withdrawal_lock === 'all'
        ? t('adminCustomer.security.lockAll')
        : t('adminCustomer.security.lockReported');
  return (
    <>
      <Section title={t('adminCustomer.sections.security')}>
        <Facts
          facts={[
            [
              t('adminCustomer.security.totp'),
              security.totp_enrolled
                ? t('adminCustomer.security.totpOn')
                : t('adminCustomer.security.totpOff'),
            ],
            [t('adminCustomer.security.hold'), when(security.security_hold_until)],
            [t('adminCustomer.security.lock'), lock],
          ]}
        />
      </Section>
      <Section title={t('adminCustomer.sections.sessions')}>
        <PagedList
          guid={detail.profile.guid}
          title={t('adminCustomer.sections.sessions')}
          first={sessions}
          usePage={useCustomerSessionsQuery}
        >
          {(rows) => (
            <DataTable
              caption={t('adminCustomer.sections.sessions')}
              rows={rows}
              rowKey={(session) => session.issued_at + session.expires_at}
              empty={t('adminCustomer.none')}
              columns={[
                { header: t('adminCustomer.columns.when'), cell: (s) => when(s.issued_at) },
                { header: t('adminCustomer.columns.expires'), cell: (s) => when(s.expires_at) },
                {
                  header: t('adminCustomer.columns.ended'),
                  cell: (s) =>
                    s.revoked_at
                      ? `${when(s.revoked_at)} (${codeLabel(t, 'sessionEnd', s.revoked_reason ?? '')})`
                      : '—',
                },
                {
                  header: t('adminCustomer.columns.live'),
                  cell: (s) => (s.live ? t('adminCustomer.yes') : t('adminCustomer.no')),
                },
              ]}
            />
          )}
        </PagedList>
      </Section>
      <Section title={t('adminCustomer.sections.limits')}>
        <DataTable
          caption={t('adminCustomer.sections.limits')}
          rows={limits}
          rowKey={(limit) => limit.name}
          empty={t('adminCustomer.none')}
          columns={[
            { header: t('adminCustomer.columns.name'), cell: (l) => codeLabel(t, 'limit', l.name) },
            { header: t('adminCustomer.columns.limit'), numeric: true, cell: (l) => cad(l.limit) },
            { header: t('adminCustomer.columns.used'), numeric: true, cell: (l) => cad(l.used) },
            {
              header: t('adminCustomer.columns.remaining'),
              numeric: true,
              cell: (l) => cad(l.remaining),
            },
          ]}
        />
      </Section>
    </>
  );
}
