import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { SuccessIcon } from '../../../components/icons';
import { VerificationBadge } from '../../../components/kyc/VerificationBadge';
import { useBankAccountsQuery } from '../../../lib/funding/funding-api';
import { useKycStatusQuery } from '../../../lib/kyc/kyc-status-api';
import {
  type VerificationStanding,
  verificationStandingOf,
} from '../../../lib/kyc/verification-standing';
import { useTransfersQuery } from '../../../lib/platform/transfers-api';
import { paths } from '../../../lib/routing/paths';
import { useMfaStatusQuery } from '../../../lib/security/mfa-api';
import { usePasskeysQuery } from '../../../lib/security/passkeys-api';
import { DashboardCard } from './DashboardCard';

interface Item {
  id: string;
  label: string;
  done: boolean;
  /** What to do next: a link, or the state of a step under way. */
  next: ReactNode;
}

/** The identity step's next move: start or continue it, or only its state while it is judged. */
function IdentityNext({ standing }: { standing: VerificationStanding }) {
  const { t } = useTranslation();
  if (standing === 'not_started' || standing === 'in_progress' || standing === 'expired') {
    return (
      <Link to={paths.identityVerification} className={linkClasses}>
        {t(standing === 'in_progress' ? 'checklist.identityContinue' : 'checklist.identityAction')}
      </Link>
    );
  }
  return <VerificationBadge standing={standing} />;
}

/**
 * The first steps of a new customer, each read live: identity from the verification standing,
 * two-step verification (which withdrawals need) from the authenticator's status, the bank step
 * from the linked accounts (one usable), the deposit from the completed deposits, the first
 * trade from the trades the dashboard reads. Gone once every step is done.
 */
export function GettingStarted({ hasTraded }: { hasTraded: boolean }) {
  const { t } = useTranslation();
  const status = useKycStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const mfa = useMfaStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  // A passkey is a second factor too: withdrawals take either (docs/product/sessions.md).
  const passkeys = usePasskeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const banks = useBankAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const deposits = useTransfersQuery(
    { page: 0, side: 'deposit', state: 'completed' },
    { refetchOnMountOrArgChange: true },
  );
  if (!status.data && !status.isError) return null;
  // An unreadable standing is shown as not verified: the link still leads to the truth.
  const standing = status.data ? verificationStandingOf(status.data) : 'not_started';
  const action = (to: string, label: string) => (
    <Link to={to} className={linkClasses}>
      {label}
    </Link>
  );
  const items: Item[] = [
    {
      id: 'identity',
      label: t('checklist.identity'),
      done: standing === 'verified',
      next: <IdentityNext standing={standing} />,
    },
    {
      id: 'two-step',
      label: t('checklist.twoStep'),
      done: (mfa.data?.totp_enrolled ?? false) || (passkeys.data?.passkeys.length ?? 0) > 0,
      next: action(
        `${paths.settings}?${new URLSearchParams({ next: paths.dashboard })}`,
        t('checklist.twoStepAction'),
      ),
    },
    {
      id: 'bank',
      label: t('checklist.bank'),
      done: banks.data?.some((account) => account.state === 'completed') ?? false,
      next: action(paths.paymentMethod, t('checklist.bankAction')),
    },
    {
      id: 'deposit',
      label: t('checklist.deposit'),
      done: (deposits.data?.total ?? 0n) > 0n,
      next: action(paths.deposits, t('checklist.depositAction')),
    },
    {
      id: 'trade',
      label: t('checklist.trade'),
      done: hasTraded,
      next: action(paths.exchange, t('checklist.tradeAction')),
    },
  ];
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  return (
    <DashboardCard
      title={t('checklist.title')}
      className="lg:col-span-3"
      aside={
        <span className="text-sm">{t('checklist.progress', { done, total: items.length })}</span>
      }
    >
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {items.map((item, i) => (
          <li
            key={item.id}
            className="rounded-md border border-gray-200 p-3 text-sm dark:border-gray-800"
          >
            <p className="flex items-center gap-2 font-medium">
              {item.done && (
                <SuccessIcon className="size-5 shrink-0 text-green-700 dark:text-green-400" />
              )}
              {`${i + 1}. ${item.label}`}
            </p>
            <p className="mt-2">
              {item.done ? (
                <span className="font-semibold text-green-800 dark:text-green-300">
                  {t('checklist.done')}
                </span>
              ) : (
                item.next
              )}
            </p>
          </li>
        ))}
      </ol>
    </DashboardCard>
  );
}
