import type { ReactNode } from 'react';

const cell = 'px-3 py-2 align-top';

export interface QueueColumn<T> {
  label: string;
  /** Shown to screen readers only (an actions column). */
  hidden?: boolean;
  render: (row: T) => ReactNode;
}

/** One page of a queue as a table with a caption and column headers; scrolls on narrow screens. */
export function QueueTable<T>({
  caption,
  columns,
  rows,
  keyOf,
}: {
  caption: string;
  columns: readonly QueueColumn<T>[];
  rows: readonly T[];
  keyOf: (row: T) => string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`${cell} font-semibold`}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map((row) => (
            <tr key={keyOf(row)}>
              {columns.map((column) => (
                <td key={column.label} className={cell}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
