import { useSearchParams } from 'react-router';

/** The page in the address (`?page=2`, counted from 1), so going back to a queue keeps it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const shown = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isSafeInteger(shown) && shown > 0 ? shown - 1 : 0;
  return [page, (next) => setParams(next === 0 ? {} : { page: String(next + 1) })];
}
