import { siteLanguages, sitePath } from '@maple/contracts';
import type { Business } from '../lib/business';
import type { SiteView } from './site-view';

/** The `<head>` tags of a prerendered page: title, description, canonical, hreflang, Open Graph, JSON-LD. */

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ogLocale = (language: string): string => language.replace('-', '_');

const titleAndDescription = (view: SiteView): { title: string; description: string } => {
  switch (view.page.kind) {
    case 'landing':
      return view.strings.landing;
    case 'content':
      return view.page.content;
    case 'notFound':
      return view.strings.notFound;
  }
};

/**
 * The business as schema.org sees it (docs/product/overview.md): an organisation and local business
 * with its customer-service contact point, its Ontario address and its opening hours.
 */
export function organizationJsonLd(business: Business): Record<string, unknown> {
  const { address, hours } = business;
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${business.origin}/#organization`,
    name: business.brand,
    legalName: business.legalName,
    url: `${business.origin}/`,
    logo: `${business.origin}/maple-leaf.svg`,
    image: `${business.origin}/maple-leaf.svg`,
    email: business.supportEmail,
    telephone: business.supportPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.province,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...hours.days],
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: business.supportEmail,
        telephone: business.supportPhone,
        areaServed: 'CA',
        availableLanguage: ['English', 'French'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [...hours.days],
          opens: hours.opens,
          closes: hours.closes,
        },
      },
    ],
    sameAs: business.social.map((link) => link.url),
  };
}

export function headOf(view: SiteView, business: Business): string {
  const { title, description } = titleAndDescription(view);
  const fullTitle = `${title} | ${business.brand}`;
  const url = (path: string, language: (typeof siteLanguages)[number]) =>
    `${business.origin}${sitePath(path, language)}`;
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (view.path === undefined) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    const canonical = url(view.path, view.language);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const language of siteLanguages) {
      tags.push(
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(url(view.path, language))}" />`,
      );
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(view.path, 'en-CA'))}" />`,
      `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    );
  }
  tags.push(
    `<meta property="og:type" content="${view.page.kind === 'content' ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(business.brand)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${business.origin}/maple-leaf.svg`)}" />`,
    `<meta property="og:locale" content="${ogLocale(view.language)}" />`,
    ...siteLanguages
      .filter((language) => language !== view.language)
      .map((language) => `<meta property="og:locale:alternate" content="${ogLocale(language)}" />`),
    '<meta name="twitter:card" content="summary" />',
    // A data block, not a script: the CSP's script-src does not apply. `<` is escaped so no
    // value can close the element.
    `<script type="application/ld+json">${JSON.stringify(organizationJsonLd(business)).replace(/</g, '\\u003c')}</script>`,
  );
  return tags.join('\n    ');
}
