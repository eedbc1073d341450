import { useSearchParams } from 'react-router';

/**
 * The page in the address (`?page=2`, counted from 1), so going back to a queue keeps it. Other
 * parameters (a list's filters) stay as they are.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const shown = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isSafeInteger(shown) && shown > 0 ? shown - 1 : 0;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 0) updated.delete('page');
      else updated.set('page', String(next + 1));
      return updated;
    });
  return [page, setPage];
}
