import type { ReactNode } from 'react';
import { cellClasses, ListTable } from '../../kit/ListTable';

export interface QueueColumn<T> {
  label: string;
  /** Shown to screen readers only (an actions column). */
  hidden?: boolean;
  render: (row: T) => ReactNode;
}

/** One page of a queue as a table, each column's cells drawn by its `render`. */
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
    <ListTable caption={caption} headers={columns}>
      {rows.map((row) => (
        <tr key={keyOf(row)}>
          {columns.map((column) => (
            <td key={column.label} className={cellClasses}>
              {column.render(row)}
            </td>
          ))}
        </tr>
      ))}
    </ListTable>
  );
}
