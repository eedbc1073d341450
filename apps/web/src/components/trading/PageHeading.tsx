import { usePageTitle } from '../../lib/routing/page-title';

/** A screen's h1 (its route title) and a line saying what it is for. */
export function PageHeading({ intro }: { intro: string }) {
  const title = usePageTitle();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{intro}</p>
    </div>
  );
}
