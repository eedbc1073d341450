import { describe, expect, it } from 'vitest';
import { appRoutes, matchRoute, matchSitePage, redirectFor, sitePath } from './routes.js';

describe('route map', () => {
  it('matches paths case-insensitively and with a trailing slash', () => {
    expect(matchRoute('/what-is-xrp')?.id).toBe('whatIsXrp');
    expect(matchRoute('/Dashboard/')?.id).toBe('dashboard');
    expect(matchRoute('/')?.id).toBe('landing');
  });

  it('matches a parameter segment but not extra or missing segments', () => {
    expect(matchRoute('/admin/customer/1b2c')?.id).toBe('adminCustomer');
    expect(matchRoute('/admin/customer/1b2c/extra')).toBeUndefined();
    expect(matchRoute('/admin')?.id).toBe('adminHome');
    expect(matchRoute('/admin/nope')).toBeUndefined();
    expect(matchRoute('/nope')).toBeUndefined();
  });

  it('redirects /services to /crypto-consultations', () => {
    expect(redirectFor('/services')).toBe('/crypto-consultations');
    expect(redirectFor('/Services/')).toBe('/crypto-consultations');
    expect(redirectFor('/dashboard')).toBeUndefined();
  });

  it('has unique ids and paths', () => {
    const ids = appRoutes.map((r) => r.id);
    const paths = appRoutes.map((r) => r.path.toLowerCase());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('site pages', () => {
  it('puts French under /fr and English at the root', () => {
    expect(sitePath('/', 'fr-CA')).toBe('/fr');
    expect(sitePath('/about', 'fr-CA')).toBe('/fr/about');
    expect(sitePath('/about', 'en-CA')).toBe('/about');
  });

  it('finds the page and language of a path, case-insensitively', () => {
    expect(matchSitePage('/fr/what-is-xrp')).toMatchObject({
      route: { id: 'whatIsXrp' },
      language: 'fr-CA',
    });
    expect(matchSitePage('/FR/')).toMatchObject({ route: { id: 'landing' }, language: 'fr-CA' });
    expect(matchSitePage('/about')).toMatchObject({ route: { id: 'about' }, language: 'en-CA' });
  });

  it('is not the app: app pages and unknown paths are no site page', () => {
    expect(matchSitePage('/signin')).toBeUndefined();
    expect(matchSitePage('/fr/dashboard')).toBeUndefined();
    expect(matchSitePage('/reset')).toBeUndefined();
    expect(matchSitePage('/french')).toBeUndefined();
    expect(matchSitePage('/fr/nope')).toBeUndefined();
  });
});
