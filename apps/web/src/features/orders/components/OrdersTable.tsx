import type { ReactNode } from 'react';

/** The cell classes of the orders tables: text, and numbers aligned on the right. */
export const cell = 'px-3 py-2 whitespace-nowrap';
export const number = `${cell} text-right tabular-nums`;
export const rowAction =
  'font-medium text-red-700 underline underline-offset-2 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200';

/**
 * The frame trades and transfers are listed in: a scrolling table with a caption for screen
 * readers, the column headers (`true` right-aligns a number column), a last column of row
 * actions named by `actions`, and the rows.
 */
export function OrdersTable({
  caption,
  headers,
  actions,
  children,
}: {
  caption: string;
  headers: readonly (readonly [string, boolean])[];
  actions: string;
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {headers.map(([label, numeric]) => (
              <th key={label} scope="col" className={`${numeric ? number : cell} font-semibold`}>
                {label}
              </th>
            ))}
            <th scope="col" className={cell}>
              <span className="sr-only">{actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">{children}</tbody>
      </table>
    </div>
  );
}
