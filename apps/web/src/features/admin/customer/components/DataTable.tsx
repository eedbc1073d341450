import type { ReactNode } from 'react';
import { cellClasses, ListTable } from '../../kit/ListTable';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** A list of the customer's page as a table of its columns, or a line saying it is empty. */
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
    <ListTable
      caption={caption}
      headers={columns.map((column) => ({ label: column.header, numeric: column.numeric }))}
    >
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((column) => (
            <td
              key={column.header}
              className={`${cellClasses} ${column.numeric ? 'text-right tabular-nums whitespace-nowrap' : 'break-words'}`}
            >
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </ListTable>
  );
}
