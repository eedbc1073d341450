/** Shared look of form controls, light and dark. */
export const inputClasses =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:border-red-700 focus:outline-2 focus:outline-offset-0 focus:outline-red-700 aria-[invalid=true]:border-red-700 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:focus:border-red-300 dark:focus:outline-red-300 dark:aria-[invalid=true]:border-red-400';

export const labelClasses = 'block text-sm font-medium text-gray-900 dark:text-gray-100';

export const hintClasses = 'mt-1 text-sm text-gray-600 dark:text-gray-400';

export const errorClasses = 'mt-1 text-sm font-medium text-red-700 dark:text-red-400';

export const primaryButtonClasses =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-red-600 dark:hover:bg-red-700';

export const secondaryButtonClasses =
  'inline-flex items-center justify-center gap-2 rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-70 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800';

export const linkClasses =
  'font-medium text-red-700 underline underline-offset-2 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200';

/** The panel auth forms and settings sections sit in. */
export const panelClasses =
  'rounded-lg border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900';
