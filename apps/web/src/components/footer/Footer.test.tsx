import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The app's footer, with the business configuration read afresh (src/lib/business.ts). */
async function renderFooter(language: 'en-CA' | 'fr-CA') {
  vi.resetModules();
  const { i18n } = await import('../../lib/i18n');
  await i18n.changeLanguage(language);
  const { Footer } = await import('./Footer');
  return render(<Footer legal />);
}

describe('the app footer', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('states the configured regulatory disclosure in the app’s language', async () => {
    vi.stubEnv('BUSINESS_FINTRAC_MSB', 'M12345678');
    vi.stubEnv('BUSINESS_CSA_REGISTRATION', 'A restricted dealer registered in Ontario.');
    vi.stubEnv('BUSINESS_CSA_REGISTRATION_FR', 'Courtier d’exercice restreint inscrit en Ontario.');
    vi.stubEnv('BUSINESS_CUSTODIAN', 'Northern Trust Custody Ltd.');
    const { unmount } = await renderFooter('fr-CA');
    // Testing Library reads the non-breaking space before the colon as a space.
    expect(
      screen.getByText('Inscription au CANAFE comme entreprise de services monétaires : M12345678'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Courtier d’exercice restreint inscrit en Ontario.'),
    ).toBeInTheDocument();
    unmount();

    await renderFooter('en-CA');
    expect(
      screen.getByText('Custodian of customers’ crypto assets: Northern Trust Custody Ltd.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A restricted dealer registered in Ontario.')).toBeInTheDocument();
  });

  it('shows no disclosure when none is configured', async () => {
    const { container } = await renderFooter('en-CA');
    expect(container.querySelector('[data-disclosure]')).toBeNull();
    expect(screen.queryByText(/FINTRAC/)).toBeNull();
  });
});
