import { useSearchParams } from 'react-router';
import { torontoYear } from '../../../lib/tax/tax-api';
import { yearOf } from '../tax-year';

const yearKey = 'year';

/**
 * The tax year shown, kept in the address (`/tax?year=2025`) so it can be linked and going back
 * returns to it; without one, or with one that is not a year to report, the current year.
 */
export function useTaxYear() {
  const [params, setParams] = useSearchParams();
  const current = torontoYear(new Date());
  const year = yearOf(params.get(yearKey), current);
  const choose = (next: number) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set(yearKey, String(next));
      return updated;
    });
  return { year, current, choose };
}
