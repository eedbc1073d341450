import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses } from '../../components/form/form-styles';
import { PageLoader } from '../../components/loader/PageLoader';
import { LoadProblem } from '../../components/trading/LoadProblem';
import { PageHeading } from '../../components/trading/PageHeading';
import { useAwaitingApproval } from '../../lib/funding/awaiting-approval';
import { paths } from '../../lib/routing/paths';
import { useApprovalWords } from './approval-words';
import { ApprovalList } from './components/ApprovalList';
import type { ApprovalOutcome } from './components/ApproveStep';

/**
 * /approvals: the withdrawals and wallets a connected app asked for through /api without the
 * customer's approval (ADR 58), and the bank accounts linked and waiting for it (ADR 62), each
 * approved here with the code or passkey the same action made in the app takes, cancelled, or
 * removed. Loaded on demand by the router.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const awaiting = useAwaitingApproval();
  const words = useApprovalWords();
  // Each outcome is a new message, so it takes focus again even when the text repeats.
  const [outcome, setOutcome] = useState<(ApprovalOutcome & { id: number }) | null>(null);
  const { items } = awaiting;

  let body: ReactNode;
  if (items === undefined && awaiting.error) {
    body = (
      <LoadProblem
        title={t('approvals.loadFailed')}
        error={awaiting.error}
        onRetry={awaiting.refetch}
      />
    );
  } else if (items === undefined || !words.ready(items)) {
    body = <PageLoader />;
  } else if (items.length === 0) {
    body = (
      <div role="status" className="space-y-2">
        <p>{t('approvals.empty')}</p>
        <p>
          <Link to={paths.dashboard} className={linkClasses}>
            {t('approvals.toDashboard')}
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <ApprovalList
        items={items}
        now={awaiting.now}
        words={words}
        onOutcome={(next) => setOutcome((last) => ({ ...next, id: (last?.id ?? 0) + 1 }))}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeading intro={t('approvals.intro')} />
      {outcome && (
        <FormAlert key={outcome.id} tone={outcome.tone} takeFocus>
          {outcome.text}
        </FormAlert>
      )}
      <section aria-labelledby="approvals-list" className="space-y-3">
        <h2 id="approvals-list" className="text-xl font-semibold">
          {t('approvals.listTitle')}
        </h2>
        {body}
      </section>
    </div>
  );
}
