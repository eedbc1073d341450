import type { ComplianceCase } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { formatCalendarDate, formatDateTime } from '../../../../lib/format/date-time';
import { QueueBody } from '../../components/QueueBody';
import { usePageParam } from '../../components/use-page-param';
import {
  queuePageSize,
  useClaimCaseMutation,
  useComplianceCasesQuery,
  useDecideCaseMutation,
} from '../api/queues-api';
import { CaseDraft } from '../components/CaseDraft';
import { CustomerLink } from '../components/CustomerLink';
import { DecisionDialog } from '../components/DecisionDialog';
import { type QueueColumn, QueueTable } from '../components/QueueTable';
import { useQueueTexts } from '../components/use-queue-texts';

/** What a row's buttons ask of the screen. */
interface CaseActions {
  read: (found: ComplianceCase) => void;
  claim: (found: ComplianceCase) => void;
  decide: (found: ComplianceCase) => void;
  claiming: boolean;
}

/** The draft, then the next step: claim an open case, decide a claimed one. */
function CaseButtons({ found, actions }: { found: ComplianceCase; actions: CaseActions }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={() => actions.read(found)} className={secondaryButtonClasses}>
        {t('workQueues.cases.draft')}
      </button>
      {found.state === 'open' ? (
        <button
          type="button"
          disabled={actions.claiming}
          onClick={() => actions.claim(found)}
          className={secondaryButtonClasses}
        >
          {t('workQueues.cases.claim')}
        </button>
      ) : (
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

function caseColumns(
  t: TFunction,
  language: string,
  actions: CaseActions,
): QueueColumn<ComplianceCase>[] {
  return [
    { label: t('workQueues.cases.kind'), render: (c) => t(`workQueues.kind.${c.kind}`) },
    {
      label: t('workQueues.columns.customer'),
      render: (c) => <CustomerLink guid={c.customer_guid} />,
    },
    { label: t('workQueues.cases.opened'), render: (c) => formatDateTime(c.opened_at, language) },
    {
      label: t('workQueues.cases.deadline'),
      render: (c) => (c.deadline ? formatCalendarDate(c.deadline, language) : '—'),
    },
    { label: t('workQueues.columns.state'), render: (c) => t(`workQueues.caseState.${c.state}`) },
    {
      label: t('workQueues.columns.action'),
      hidden: true,
      render: (c) => <CaseButtons found={c} actions={actions} />,
    },
  ];
}

/** Open and claimed compliance cases, oldest first: claim one, then decide it with a reason. */
export function CasesQueue() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useComplianceCasesQuery(page, { refetchOnMountOrArgChange: true });
  const [claim, claiming] = useClaimCaseMutation();
  const [decideCase] = useDecideCaseMutation();
  const [deciding, setDeciding] = useState<ComplianceCase | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const actions: CaseActions = {
    read: (found) => setReading(found.guid),
    decide: setDeciding,
    claiming: claiming.isLoading,
    claim: (found) => {
      setProblem(null);
      void claim(found.guid).then((result) => {
        if (result.error) setProblem(describeApiError(apiErrorOf(result.error), t));
      });
    },
  };

  return (
    <>
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      <QueueBody
        query={{ ...list, items: list.data?.objects, total: list.data?.total }}
        page={page}
        pageSize={queuePageSize}
        onPage={setPage}
        texts={useQueueTexts('cases')}
      >
        {(cases) => (
          <QueueTable
            caption={t('workQueues.queues.cases.caption')}
            rows={cases}
            keyOf={(found) => found.guid}
            columns={caseColumns(t, i18n.language, actions)}
          />
        )}
      </QueueBody>
      {reading && <CaseDraft guid={reading} onClose={() => setReading(null)} />}
      {deciding && (
        <DecisionDialog
          title={t('workQueues.cases.decideTitle', { kind: t(`workQueues.kind.${deciding.kind}`) })}
          choices={[
            { value: 'reported', label: t('workQueues.cases.reported') },
            { value: 'dismissed', label: t('workQueues.cases.dismissed') },
          ]}
          decide={async (decision, reason) => {
            const result = await decideCase({ guid: deciding.guid, decision, reason });
            return result.error ? apiErrorOf(result.error) : undefined;
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
