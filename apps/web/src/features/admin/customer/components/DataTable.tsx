import type { ReactNode } from 'react';

const cell = 'px-3 py-2 align-top';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** A captioned table that scrolls sideways on narrow screens, or a line saying it is empty. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-gray-700 dark:text-gray-300">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${cell} font-semibold ${column.numeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`${cell} ${column.numeric ? 'text-right tabular-nums whitespace-nowrap' : 'break-words'}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
