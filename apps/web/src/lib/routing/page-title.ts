import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { business } from '../business';
import { type Catalogue, enCA } from '../i18n/en-CA';

export type RouteTitleId = keyof Catalogue['routes'];
export type TitleKey = `routes.${RouteTitleId}` | 'notFound.title';

/** What a route declares in its `handle`: the catalogue key of its page title. */
export interface RouteHandle {
  titleKey: TitleKey;
}

export const isRouteTitleId = (id: string): id is RouteTitleId => Object.hasOwn(enCA.routes, id);

const routePrefix = 'routes.';

const isTitleKey = (value: unknown): value is TitleKey =>
  value === 'notFound.title' ||
  (typeof value === 'string' &&
    value.startsWith(routePrefix) &&
    isRouteTitleId(value.slice(routePrefix.length)));

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'titleKey' in handle &&
  isTitleKey(handle.titleKey);

/** The translated title of the deepest matched route that declares one. */
export function usePageTitle(): string | undefined {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  return handle ? t(handle.titleKey) : undefined;
}

/** Keeps document.title as "<page title> | Maple Exchange", in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const page = usePageTitle();
  useEffect(() => {
    document.title = page
      ? t('common.documentTitle', { page, brand: business.brand })
      : business.brand;
  }, [page, t]);
}
