import { sitePath, siteRoutes } from '@maple/contracts';
import { RegulatoryDisclosure } from '../components/footer/RegulatoryDisclosure';
import { addressLine } from '../content/business-text';
import { business } from '../lib/business';
import { Island } from './Island';
import {
  type FooterLinkId,
  fill,
  footerLegalLinks,
  footerSiteLinks,
  type SiteStrings,
} from './site-strings';
import type { SiteView } from './site-view';

const footerLink =
  'text-sm text-gray-700 underline-offset-2 hover:text-red-700 hover:underline dark:text-gray-300 dark:hover:text-red-300';

function LinkList({
  label,
  ids,
  view,
}: {
  label: string;
  ids: readonly FooterLinkId[];
  view: SiteView;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {ids.map((id) => {
          const route = siteRoutes.find((candidate) => candidate.id === id);
          if (route === undefined) throw new Error(`the footer links to "${id}", not a site page`);
          return (
            <li key={id}>
              <a href={sitePath(route.path, view.language)} className={footerLink}>
                {view.strings.footer.links[id]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SocialLinks({ strings }: { strings: SiteStrings }) {
  return (
    <nav aria-label={strings.footer.socialNav}>
      <ul className="flex flex-wrap gap-4">
        {business.social.map(({ network, url }) => (
          <li key={network}>
            <a
              href={url}
              rel="noopener noreferrer"
              aria-label={fill(strings.footer.socialLink, { brand: business.brand, network })}
              className={footerLink}
            >
              {network}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Site and legal links, social links, the head office, the regulatory disclosure and the
 * copyright (docs/product/screens.md and docs/product/overview.md).
 */
export function SiteFooter({ view }: { view: SiteView }) {
  const { strings } = view;

  return (
    <footer className="border-t border-gray-200 dark:border-gray-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
        <LinkList label={strings.footer.siteNav} ids={footerSiteLinks} view={view} />
        <LinkList label={strings.footer.legalNav} ids={footerLegalLinks} view={view} />
        <SocialLinks strings={strings} />
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {fill(strings.footer.address, { address: addressLine(business) })}
        </p>
        <RegulatoryDisclosure
          disclosure={business.disclosure}
          language={view.language}
          say={(item, value) => fill(strings.footer.disclosure[item], { value })}
        />
        <Island name="copyright" view={view} />
      </div>
    </footer>
  );
}
