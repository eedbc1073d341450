/** Shared look of the headers: a bar with the page's width limits. */
export const headerBar = 'border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950';
export const headerRow =
  'mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-3 sm:px-4 md:gap-x-6';
export const primaryButton =
  'rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700';
export const secondaryButton =
  'rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800';
export const headerLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-1 py-1 text-sm font-medium hover:text-red-700 dark:hover:text-red-300 ${
    isActive ? 'text-red-700 underline underline-offset-4 dark:text-red-300' : ''
  }`;
