import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from '../../lib/lazy-with-timeout';

/**
 * Error element of every route. A page whose code failed to download (docs/product/errors.md
 * "Loading chunk failed") and any other failure both offer a reload, which fetches the current
 * build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const chunkFailed = useRouteError() instanceof ChunkLoadError;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">
        {t(chunkFailed ? 'errors.chunkLoadFailed' : 'errors.unexpected')}
      </h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">
        {t(chunkFailed ? 'errors.chunkLoadHelp' : 'errors.unexpectedHelp')}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
      >
        {t('common.reload')}
      </button>
    </div>
  );
}
