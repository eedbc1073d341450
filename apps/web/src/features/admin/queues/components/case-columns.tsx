import type { ComplianceCase } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { formatCalendarDate, formatDateTime } from '../../../../lib/format/date-time';
import { CustomerLink } from './CustomerLink';
import type { QueueColumn } from './QueueTable';

/** What a row's buttons ask of the screen. */
export interface CaseActions {
  read: (found: ComplianceCase) => void;
  claim: (found: ComplianceCase) => void;
  decide: (found: ComplianceCase) => void;
  claiming: boolean;
}

/** The draft, then the next step: claim an open case, decide a claimed one; a closed one has none. */
function CaseButtons({ found, actions }: { found: ComplianceCase; actions: CaseActions }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={() => actions.read(found)} className={secondaryButtonClasses}>
        {t('workQueues.cases.draft')}
      </button>
      {found.state === 'open' && (
        <button
          type="button"
          disabled={actions.claiming}
          onClick={() => actions.claim(found)}
          className={secondaryButtonClasses}
        >
          {t('workQueues.cases.claim')}
        </button>
      )}
      {found.state === 'claimed' && (
        <button
          type="button"
          onClick={() => actions.decide(found)}
          className={secondaryButtonClasses}
        >
          {t('workQueues.cases.decide')}
        </button>
      )}
    </div>
  );
}

const orDash = (text: string | null) => text ?? '—';

/** The columns of a case in progress: when its report is due and where it stands. */
function progressColumns(t: TFunction, language: string): QueueColumn<ComplianceCase>[] {
  return [
    {
      label: t('workQueues.cases.deadline'),
      render: (c) => (c.deadline ? formatCalendarDate(c.deadline, language) : '—'),
    },
    { label: t('workQueues.columns.state'), render: (c) => t(`workQueues.caseState.${c.state}`) },
  ];
}

/** The columns of a closed case: who decided what, when and why. */
function decisionColumns(t: TFunction, language: string): QueueColumn<ComplianceCase>[] {
  return [
    {
      label: t('workQueues.cases.decidedAt'),
      render: (c) => (c.decided_at ? formatDateTime(c.decided_at, language) : '—'),
    },
    {
      label: t('workQueues.cases.decidedBy'),
      render: (c) => <span className="font-mono text-xs break-all">{orDash(c.decided_by)}</span>,
    },
    {
      label: t('workQueues.cases.decision'),
      render: (c) => (c.decision ? t(`workQueues.cases.${c.decision}`) : '—'),
    },
    {
      label: t('workQueues.decision.reason'),
      render: (c) => <span className="block max-w-md break-words">{orDash(c.reason)}</span>,
    },
  ];
}

/** A page of cases in progress (`open`) or of closed ones, with each row's buttons last. */
export function caseColumns(
  t: TFunction,
  language: string,
  closed: boolean,
  actions: CaseActions,
): QueueColumn<ComplianceCase>[] {
  return [
    { label: t('workQueues.cases.kind'), render: (c) => t(`workQueues.kind.${c.kind}`) },
    {
      label: t('workQueues.columns.customer'),
      render: (c) => <CustomerLink guid={c.customer_guid} />,
    },
    { label: t('workQueues.cases.opened'), render: (c) => formatDateTime(c.opened_at, language) },
    ...(closed ? decisionColumns(t, language) : progressColumns(t, language)),
    {
      label: t('workQueues.columns.action'),
      hidden: true,
      render: (c) => <CaseButtons found={c} actions={actions} />,
    },
  ];
}
