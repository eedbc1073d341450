import type { ReactNode } from 'react';

/** The padding of a list table's cells; a cell adds its own wrapping or type. */
export const cellClasses = 'px-3 py-2 align-top';

/**
 * A column's header; `hidden` ones (an actions column) are named to screen readers only,
 * `numeric` ones line up on the right over their numbers.
 */
export type ListHeader =
  | string
  | { label: string; hidden?: boolean | undefined; numeric?: boolean | undefined };

const labelOf = (header: ListHeader) => (typeof header === 'string' ? header : header.label);

function HeaderText({ header }: { header: ListHeader }) {
  if (typeof header === 'string') return header;
  return header.hidden ? <span className="sr-only">{header.label}</span> : header.label;
}

/**
 * One page of a back-office list as a table: a caption for screen readers, column headers and
 * the caller's rows (`<tr>`s); scrolls sideways on narrow screens.
 */
export function ListTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly ListHeader[];
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {headers.map((header) => (
              <th
                key={labelOf(header)}
                scope="col"
                className={`${cellClasses} font-semibold ${typeof header !== 'string' && header.numeric ? 'text-right' : ''}`}
              >
                <HeaderText header={header} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">{children}</tbody>
      </table>
    </div>
  );
}
