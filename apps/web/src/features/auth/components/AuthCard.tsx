import type { ReactNode } from 'react';
import { panelClasses } from '../../../components/form/form-styles';
import { usePageTitle } from '../../../lib/routing/page-title';

/** The frame of every sign-in and sign-up screen: the page's one h1, a panel, links below. */
export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const title = usePageTitle();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className={`mt-6 space-y-5 ${panelClasses}`}>{children}</div>
      {footer && (
        <div className="mt-6 space-y-2 text-center text-sm text-gray-700 dark:text-gray-300">
          {footer}
        </div>
      )}
    </div>
  );
}
