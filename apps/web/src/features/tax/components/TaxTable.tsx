import type { ReactNode } from 'react';

/** The cell classes of the tax tables: text, and numbers aligned on the right. */
export const cell = 'px-3 py-2 whitespace-nowrap';
export const number = `${cell} text-right tabular-nums`;

/**
 * The frame the tax centre's tables sit in, like the orders tables: it scrolls sideways on a
 * narrow screen, its caption names it for screen readers, and its column headers (`true`
 * right-aligns a number column) are scoped to their columns.
 */
export function TaxTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly (readonly [string, boolean])[];
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
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">{children}</tbody>
      </table>
    </div>
  );
}
