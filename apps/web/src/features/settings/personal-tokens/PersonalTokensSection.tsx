import type { CreatedPersonalToken, PersonalToken } from '@maple/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { PanelSection } from '../../../components/page/PanelSection';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/date-time';
import { usePersonalTokensQuery, useRevokePersonalTokenMutation } from '../api/personal-tokens-api';
import { CreatePersonalTokenForm } from './CreatePersonalTokenForm';
import { NewTokenSecret } from './NewTokenSecret';

/** One token: its name, what it reads, its dates, and its revocation, asked to confirm first. */
function TokenItem({ token, onRevoked }: { token: PersonalToken; onRevoked: () => void }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [revoke, revoking] = useRevokePersonalTokenMutation();
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const confirm = async () => {
    const result = await revoke(token.guid);
    if ('error' in result) return setFailure(apiErrorOf(result.error));
    onRevoked();
  };
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0">
      <p className="font-semibold break-words">{token.name}</p>
      <p className="text-sm">
        {token.scopes.map((scope) => t(`personalTokens.scope.${scope}`)).join(' · ')}
      </p>
      <div className="space-y-0.5 text-sm text-gray-700 dark:text-gray-300">
        <p>{t('personalTokens.created', { date: date(token.created_at) })}</p>
        <p>{t('personalTokens.expires', { date: date(token.expires_at) })}</p>
        <p>
          {token.last_used_at === null
            ? t('personalTokens.neverUsed')
            : t('personalTokens.lastUsed', { date: date(token.last_used_at) })}
        </p>
      </div>
      <FailureAlert failure={failure} />
      {confirming ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">
            {t('personalTokens.revokeLabel', { name: token.name })}
          </legend>
          <p className="text-sm">{t('personalTokens.revokeConfirm', { name: token.name })}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={secondaryButtonClasses}
              disabled={revoking.isLoading}
              aria-busy={revoking.isLoading}
              onClick={() => void confirm()}
            >
              {t(revoking.isLoading ? 'personalTokens.revoking' : 'personalTokens.revokeYes')}
            </button>
            <button
              type="button"
              className={secondaryButtonClasses}
              onClick={() => setConfirming(false)}
            >
              {t('personalTokens.revokeNo')}
            </button>
          </div>
        </fieldset>
      ) : (
        <button
          type="button"
          className={secondaryButtonClasses}
          aria-label={t('personalTokens.revokeLabel', { name: token.name })}
          onClick={() => setConfirming(true)}
        >
          {t('personalTokens.revoke')}
        </button>
      )}
    </li>
  );
}

function TokenList({ tokens }: { tokens: readonly PersonalToken[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [revoked, setRevoked] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <h3 id={headingId} className="font-semibold">
        {t('personalTokens.listTitle')}
      </h3>
      {tokens.length === 0 ? (
        <p className="text-sm">{t('personalTokens.empty')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-gray-200 dark:divide-gray-800">
          {tokens.map((token) => (
            <TokenItem key={token.guid} token={token} onRevoked={() => setRevoked(token.name)} />
          ))}
        </ul>
      )}
      <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
        {revoked === null ? '' : t('personalTokens.revoked', { name: revoked })}
      </p>
    </div>
  );
}

/**
 * Personal read-only API tokens (docs/decisions/0070-personal-read-only-tokens.md): the list, a
 * new token (its secret shown once), and revocation.
 */
export function PersonalTokensSection() {
  const { t } = useTranslation();
  const list = usePersonalTokensQuery();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedPersonalToken | null>(null);

  const body = () => {
    if (list.isLoading) return <LoadingStatus />;
    if (!list.data) {
      return (
        <LoadProblem
          title={t('personalTokens.loadFailed')}
          error={list.error === undefined ? null : apiErrorOf(list.error)}
          onRetry={() => void list.refetch()}
        />
      );
    }
    return <TokenList tokens={list.data.tokens} />;
  };

  const form = () => {
    if (created) return <NewTokenSecret token={created} onDone={() => setCreated(null)} />;
    if (creating) {
      return (
        <CreatePersonalTokenForm
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
          onCancel={() => setCreating(false)}
        />
      );
    }
    return (
      <button type="button" className={secondaryButtonClasses} onClick={() => setCreating(true)}>
        {t('personalTokens.create.open')}
      </button>
    );
  };

  return (
    <PanelSection title={t('personalTokens.title')} description={t('personalTokens.description')}>
      {body()}
      {form()}
    </PanelSection>
  );
}
