import type { MouseEvent } from 'react';

export const mainContentId = 'main';

/**
 * First focusable element of every page. Focus is moved in script rather than by following the
 * fragment, so the address bar keeps its URL and the router sees no navigation.
 */
export function SkipLink({ label }: { label: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <a
      href={`#${mainContentId}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-gray-900 focus:shadow-lg"
    >
      {label}
    </a>
  );
}
