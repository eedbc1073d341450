import { useTranslation } from 'react-i18next';

/**
 * The maple-leaf loader (docs/product/screens.md), shown while a page's code or the first render is
 * loading.
 */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  const label = t('common.loading');
  return (
    <div
      role="status"
      aria-label={label}
      className={`flex items-center justify-center ${fullScreen ? 'min-h-dvh' : 'py-24'}`}
    >
      <img
        src="/maple-leaf.svg"
        alt=""
        width={56}
        height={56}
        className="size-14 motion-safe:animate-leaf"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Route-tree fallback while the first route's code and guard run. */
export const AppLoader = () => <PageLoader fullScreen />;
