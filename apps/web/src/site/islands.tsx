import type { ReactElement } from 'react';
import { Copyright } from './Copyright';
import { ContactForm } from './landing/ContactForm';
import { PriceBoard } from './landing/PriceBoard';
import { SiteHeader } from './SiteHeader';
import type { IslandView } from './site-view';

/**
 * The parts of a site page that run in the browser (ADR 53); the rest of the prerendered page
 * is HTML React never touches, because hydrating a whole page was one long task on a phone.
 * Each island renders from the view alone, so the prerender (Island.tsx) and the browser
 * (main.tsx) render the same markup from the same function.
 */
const islands = {
  header: (view) => <SiteHeader view={view} />,
  prices: (view) => <PriceBoard strings={view.strings.landing.prices} language={view.language} />,
  contact: (view) => (
    <ContactForm strings={view.strings.landing.contact} language={view.language} />
  ),
  copyright: (view) => <Copyright strings={view.strings} year={view.year} />,
} satisfies Record<string, (view: IslandView) => ReactElement>;

export type IslandName = keyof typeof islands;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);

export const islandElement = (name: IslandName, view: IslandView): ReactElement =>
  islands[name](view);
