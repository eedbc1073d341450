import { useEffect, useState } from 'react';
import { business } from '../lib/business';
import { fill, type SiteStrings } from './site-strings';

/** The footer's copyright line: the year it was rendered until the page runs, then this year. */
export function Copyright({ strings, year: renderedYear }: { strings: SiteStrings; year: number }) {
  const [year, setYear] = useState(renderedYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      {fill(strings.footer.copyright, { year, brand: business.brand })}
    </p>
  );
}
