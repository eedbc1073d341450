import { type ReactNode, useId } from 'react';
import { panelClasses } from '../../../components/form/form-styles';

/** A titled panel of the dashboard; its h2 names the region. */
export function DashboardCard({
  title,
  children,
  className = '',
  aside,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  /** Shown beside the title (a status, a link). */
  aside?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${panelClasses} ${className}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
