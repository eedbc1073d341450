import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/trading/PageHeading';

/**
 * The frame of a back-office list page: its heading, the filter form, the tools that act on the
 * applied filters (a CSV export), then the results (`ListResults`) and anything they open.
 */
export function FilteredListPage({
  intro,
  filters,
  tools,
  children,
}: {
  intro: string;
  filters: ReactNode;
  tools: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="w-full space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={intro} />
      {filters}
      {tools}
      {children}
    </div>
  );
}
