import { siteLanguages } from '@maple/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The regulatory disclosure in the footer of every page, from the build's configuration
 * (BUSINESS_FINTRAC_MSB, BUSINESS_CSA_REGISTRATION[_FR], BUSINESS_CUSTODIAN): each page is
 * rendered again with the configuration read afresh.
 */
async function footerText(pageId: string, language: (typeof siteLanguages)[number]) {
  vi.resetModules();
  const { renderPage } = await import('./render-page');
  const { html } = await renderPage(pageId, language, 2026);
  const body = new DOMParser().parseFromString(html, 'text/html');
  return {
    footer: body.querySelector('footer')?.textContent ?? '',
    disclosure: body.querySelector('footer [data-disclosure]'),
  };
}

describe('the regulatory disclosure', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('states the configured MSB number, securities standing and custodian, in each language', async () => {
    vi.stubEnv('BUSINESS_FINTRAC_MSB', 'M12345678');
    vi.stubEnv(
      'BUSINESS_CSA_REGISTRATION',
      'Operating under a pre-registration undertaking with the Ontario Securities Commission.',
    );
    vi.stubEnv(
      'BUSINESS_CSA_REGISTRATION_FR',
      'Exerce ses activités en vertu d’un engagement préalable à l’inscription auprès de la Commission des valeurs mobilières de l’Ontario.',
    );
    vi.stubEnv('BUSINESS_CUSTODIAN', 'Northern Trust Custody Ltd.');

    const en = await footerText('about', 'en-CA');
    expect(en.footer).toContain('FINTRAC money services business registration: M12345678');
    expect(en.footer).toContain('pre-registration undertaking with the Ontario Securities');
    expect(en.footer).toContain(
      'Custodian of customers’ crypto assets: Northern Trust Custody Ltd.',
    );

    const fr = await footerText('landing', 'fr-CA');
    expect(fr.footer).toContain(
      'Inscription au CANAFE comme entreprise de services monétaires\u00a0: M12345678',
    );
    expect(fr.footer).toContain('engagement préalable à l’inscription');
    expect(fr.footer).not.toContain('pre-registration');
    expect(fr.footer).toContain('Dépositaire des cryptoactifs des clients\u00a0: Northern Trust');
  });

  it('leaves out what is not configured, and shows nothing when nothing is', async () => {
    vi.stubEnv('BUSINESS_CUSTODIAN', 'Northern Trust Custody Ltd.');
    const some = await footerText('faq', 'en-CA');
    expect(some.disclosure?.querySelectorAll('p')).toHaveLength(1);
    expect(some.footer).not.toContain('FINTRAC');

    vi.unstubAllEnvs();
    for (const language of siteLanguages) {
      expect((await footerText('landing', language)).disclosure).toBeNull();
    }
  });
});
