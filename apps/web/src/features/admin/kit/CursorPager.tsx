import { secondaryButtonClasses } from '../../../components/form/form-styles';

/** The cursors read so far; the first page's is null. */
export type Cursors = readonly (string | null)[];

/** Where a list paged by cursor starts, and starts again when its filters change. */
export const firstCursors: Cursors = [null];

/**
 * Back and forth over a list paged by cursor: the cursors of the pages seen so far are kept, so
 * going back asks for a page already seen.
 */
export function CursorPager({
  cursors,
  next,
  busy,
  onChange,
  labels,
}: {
  cursors: Cursors;
  next: string | null;
  busy: boolean;
  onChange: (cursors: Cursors) => void;
  labels: { nav: string; back: string; forward: string };
}) {
  return (
    <nav aria-label={labels.nav} className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={cursors.length < 2 || busy}
        onClick={() => onChange(cursors.slice(0, -1))}
        className={secondaryButtonClasses}
      >
        {labels.back}
      </button>
      <button
        type="button"
        disabled={next === null || busy}
        onClick={() => next !== null && onChange([...cursors, next])}
        className={secondaryButtonClasses}
      >
        {labels.forward}
      </button>
    </nav>
  );
}
