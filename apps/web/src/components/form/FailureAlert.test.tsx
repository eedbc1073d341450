import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../lib/api/api-error';
import { i18n } from '../../lib/i18n';
import { FailureAlert } from './FailureAlert';

const failure = (kind: ApiError['kind'], message = ''): ApiError => ({
  kind,
  status: kind === 'http' ? 409 : 0,
  message,
  code: '',
  details: [],
});

describe('FailureAlert', () => {
  it('says nothing while the form has not failed', () => {
    render(<FailureAlert failure={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("announces the server's reason at once", () => {
    render(<FailureAlert failure={failure('http', 'This address is already enrolled')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This address is already enrolled');
  });

  it("says in the reader's language when the server could not be reached", async () => {
    await i18n.changeLanguage('fr-CA');
    render(<FailureAlert failure={failure('network')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Impossible de joindre Maple Exchange. Vérifiez votre connexion, puis réessayez.',
    );
  });
});
