import { siteLanguages, siteNotFoundId, sitePath, siteRoutes } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { business } from '../lib/business';
import { renderPage, renderPath } from './render-page';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** A page's head tags and body, parsed as the browser will read the prerendered file. */
async function rendered(pageId: string, language: (typeof siteLanguages)[number]) {
  const { head, html } = await renderPage(pageId, language, 2026);
  return { head: parse(`<head>${head}</head>`), body: parse(html) };
}

const pages = siteRoutes.flatMap((route) =>
  siteLanguages.map((language) => [route.path, language, route] as const),
);

describe('prerendered site pages', () => {
  it.each(pages)(
    '%s in %s: one h1, its own title and description, the metadata',
    async (path, language, route) => {
      const { head, body } = await rendered(route.id, language);
      expect(body.querySelectorAll('h1')).toHaveLength(1);
      const title = head.querySelector('title')?.textContent ?? '';
      expect(title).toMatch(new RegExp(`\\| ${business.brand}$`));
      expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe('');
      expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${business.origin}${sitePath(path, language)}`,
      );
      const alternates = [...head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(alternates).toEqual([
        ['en-CA', `${business.origin}${path}`],
        ['fr-CA', `${business.origin}${sitePath(path, 'fr-CA')}`],
        ['x-default', `${business.origin}${path}`],
      ]);
      expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
        title.replace(` | ${business.brand}`, ''),
      );
      expect(head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe(
        language.replace('-', '_'),
      );
    },
  );

  it.each(pages)(
    '%s in %s: shows its words, never the marks they are written with',
    async (_path, language, route) => {
      const { body } = await rendered(route.id, language);
      const text = body.body.textContent ?? '';
      expect(text).not.toMatch(/\]\(|\*\*/);
    },
  );

  it('links from strong words too: the about page’s learning centre', async () => {
    for (const language of siteLanguages) {
      const { body } = await rendered('about', language);
      const link = body.querySelector(`strong a[href="${sitePath('/learn', language)}"]`);
      expect(link, language).not.toBeNull();
    }
  });

  it('opens sign-up and sign-in in the language of the page they are on', async () => {
    for (const language of siteLanguages) {
      for (const id of ['landing', 'about']) {
        const { body } = await rendered(id, language);
        const appLinks = [...body.querySelectorAll('a[href^="/sign"]')].map(
          (link) => link.getAttribute('href') ?? '',
        );
        expect(appLinks.length, `${id} ${language}`).toBeGreaterThan(1);
        for (const href of appLinks) expect(href).toMatch(new RegExp(`\\?lang=${language}$`));
      }
    }
  });

  it('has the contact form on the contact page, where its contact details point', async () => {
    for (const language of siteLanguages) {
      const { body } = await rendered('contact', language);
      const form = body.querySelector('#contact-form form');
      expect(form, language).not.toBeNull();
      for (const field of ['name', 'email', 'subject', 'message']) {
        expect(form?.querySelector(`[name="${field}"]`), `${language} ${field}`).not.toBeNull();
      }
      expect(body.querySelector('table a[href="#contact-form"]'), language).not.toBeNull();
    }
  });

  it('gives every page its own title in each language', async () => {
    for (const language of siteLanguages) {
      const titles = await Promise.all(
        siteRoutes.map(async (route) => (await renderPage(route.id, language, 2026)).head),
      );
      const unique = new Set(titles.map((head) => /<title>(.*?)<\/title>/.exec(head)?.[1]));
      expect(unique.size).toBe(siteRoutes.length);
    }
  });

  it('describes the business in JSON-LD from configuration: contact point, address, hours', async () => {
    const { head } = await rendered('about', 'fr-CA');
    const data: unknown = JSON.parse(
      head.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
    );
    expect(data).toMatchObject({
      '@type': ['Organization', 'LocalBusiness'],
      name: business.brand,
      legalName: business.legalName,
      address: {
        streetAddress: business.address.street,
        addressRegion: 'ON',
        postalCode: business.address.postalCode,
        addressCountry: 'CA',
      },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: business.hours.opens,
          closes: business.hours.closes,
        },
      ],
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          email: business.supportEmail,
          telephone: business.supportPhone,
        },
      ],
    });
  });

  it('names the business from configuration in the legal documents', async () => {
    for (const language of siteLanguages) {
      for (const id of ['privacyPolicy', 'termsAndConditions', 'userAgreement']) {
        const text = (await rendered(id, language)).body.body.textContent ?? '';
        expect(text, `${id} ${language}`).toContain(business.legalName);
        expect(text, `${id} ${language}`).toContain(business.supportEmail);
      }
    }
  });

  it('renders the not-found page in each language, kept out of search results', async () => {
    const en = await rendered(siteNotFoundId, 'en-CA');
    const fr = await rendered(siteNotFoundId, 'fr-CA');
    expect(en.body.querySelector('h1')?.textContent).toBe('Page not found');
    expect(fr.body.querySelector('h1')?.textContent).not.toBe('Page not found');
    expect(en.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(en.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('links every page to pages of the site in its own language', async () => {
    const { body } = await rendered('learn', 'fr-CA');
    // The language link (marked with hreflang) is the one way out of the language.
    const internal = [...body.querySelectorAll('a[href^="/"]:not([hreflang])')].map(
      (link) => link.getAttribute('href') ?? '',
    );
    const siteLinks = internal.filter((href) => !/^\/(signin|signup|dashboard)/.test(href));
    expect(siteLinks.length).toBeGreaterThan(20);
    for (const href of siteLinks) expect(href, href).toMatch(/^\/fr(\/|$)/);
    expect(body.querySelector('a[hreflang="en-CA"]')?.getAttribute('href')).toBe('/learn');
  });
});

describe('renderPath', () => {
  it('finds the page and language of a path, as the server does', async () => {
    expect(await renderPath('/fr/what-is-bitcoin-btc', 2026)).toMatchObject({
      pageId: 'whatIsBitcoin',
      language: 'fr-CA',
    });
    expect(await renderPath('/WHAT-IS-XRP', 2026)).toMatchObject({
      pageId: 'whatIsXrp',
      language: 'en-CA',
    });
    expect(await renderPath('/fr', 2026)).toMatchObject({ pageId: 'landing', language: 'fr-CA' });
  });

  it('leaves paths of the app and unknown paths alone', async () => {
    expect(await renderPath('/signin', 2026)).toBeUndefined();
    expect(await renderPath('/no-such-page', 2026)).toBeUndefined();
  });
});
