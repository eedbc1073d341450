import { sitePath } from '@maple/contracts';
import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../lib/i18n/languages';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link from the app to a page of the public site. The server answers those pages
 * prerendered, each its own document, so this is a plain link rather than a route of the app;
 * it leads to the page in the language the app is in (docs/public-site.md).
 */
export function SiteLink({ to, ...anchor }: SiteLinkProps) {
  const { i18n } = useTranslation();
  return <a href={sitePath(to, toLanguage(i18n.language))} {...anchor} />;
}
