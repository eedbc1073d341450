import type { ComplianceCase } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { QueueBody } from '../../kit/QueueBody';
import { usePageParam } from '../../kit/use-page-param';
import {
  queuePageSize,
  useClaimCaseMutation,
  useComplianceCasesQuery,
  useDecideCaseMutation,
} from '../api/queues-api';
import { CaseDraft } from '../components/CaseDraft';
import { CaseFilterBar } from '../components/CaseFilterBar';
import { type CaseActions, caseColumns } from '../components/case-columns';
import { DecisionDialog } from '../components/DecisionDialog';
import { QueueTable } from '../components/QueueTable';
import { useCaseFilters } from '../components/use-case-filters';
import { useQueueTexts } from '../components/use-queue-texts';

/** The queue's words, those of the closed cases where they differ. */
function useCaseTexts(closed: boolean) {
  const { t } = useTranslation();
  const texts = useQueueTexts('cases');
  if (!closed) return { ...texts, caption: t('workQueues.queues.cases.caption') };
  return {
    ...texts,
    caption: t('workQueues.cases.closedCaption'),
    empty: t('workQueues.cases.closedEmpty'),
    emptyHelp: t('workQueues.cases.closedEmptyHelp'),
  };
}

/**
 * Compliance cases in progress, oldest first (claim one, then decide it with a reason), or
 * closed ones, newest decision first, to look back at what was decided and why.
 */
export function CasesQueue() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useCaseFilters();
  const [page, setPage] = usePageParam();
  const list = useComplianceCasesQuery({ page, ...filters }, { refetchOnMountOrArgChange: true });
  const [claim, claiming] = useClaimCaseMutation();
  const [decideCase] = useDecideCaseMutation();
  const [deciding, setDeciding] = useState<ComplianceCase | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const closed = filters.state === 'closed';
  const { caption, ...texts } = useCaseTexts(closed);
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
  // This list's own answer only: another list's rows would not fit its columns.
  const shown = list.currentData;

  return (
    <>
      <CaseFilterBar filters={filters} onChange={setFilters} />
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      <QueueBody
        query={{ ...list, items: shown?.objects, total: shown?.total }}
        page={page}
        pageSize={queuePageSize}
        onPage={setPage}
        texts={texts}
      >
        {(cases) => (
          <QueueTable
            caption={caption}
            rows={cases}
            keyOf={(found) => found.guid}
            columns={caseColumns(t, i18n.language, closed, actions)}
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
