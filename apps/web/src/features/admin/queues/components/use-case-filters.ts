import {
  type ComplianceCaseKind,
  type ComplianceCaseListState,
  complianceCaseKindSchema,
} from '@maple/contracts';
import { useSearchParams } from 'react-router';

/** Which compliance cases the screen lists: still to work on or closed, of one kind or any. */
export interface CaseFilters {
  state: ComplianceCaseListState;
  kind: ComplianceCaseKind | undefined;
}

/**
 * The cases' filters in the address (`?state=closed&kind=deny_list_hit`), so a link or going back
 * shows the same list; changing them goes back to the first page. Anything unknown reads as the
 * default: cases in progress, of any kind.
 */
export function useCaseFilters(): [CaseFilters, (next: CaseFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: CaseFilters = {
    state: params.get('state') === 'closed' ? 'closed' : 'open',
    kind: complianceCaseKindSchema.safeParse(params.get('kind')).data,
  };
  const setFilters = (next: CaseFilters) => {
    const query = new URLSearchParams();
    if (next.state === 'closed') query.set('state', 'closed');
    if (next.kind !== undefined) query.set('kind', next.kind);
    setParams(query);
  };
  return [filters, setFilters];
}
