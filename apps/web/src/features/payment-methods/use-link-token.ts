import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, apiErrorOf } from '../../lib/api/api-error';
import { useCreateWorkflowMutation, useLazyWorkflowQuery } from './api/banking-api';

const pollMs = 500;
const maxPolls = 20;

/**
 * A link token for the bank-link screen: a `plaid` workflow is created (to link a new account,
 * or to re-link `accountGuid`), then read until it has completed with its token.
 */
export function useLinkToken(accountGuid: string | undefined) {
  const { i18n } = useTranslation();
  const [createWorkflow] = useCreateWorkflowMutation();
  const [readWorkflow] = useLazyWorkflowQuery();
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const start = useCallback(async () => {
    setError(null);
    const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
    const created = await createWorkflow({
      language,
      ...(accountGuid === undefined ? {} : { accountGuid }),
    });
    if (created.error !== undefined) {
      setError(apiErrorOf(created.error));
      return;
    }
    for (let poll = 0; poll < maxPolls; poll += 1) {
      const read = await readWorkflow(created.data.guid);
      if (read.error !== undefined) {
        setError(apiErrorOf(read.error));
        return;
      }
      if (read.data?.plaid_link_token) {
        setToken(read.data.plaid_link_token);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    setError(apiErrorOf(undefined));
  }, [accountGuid, createWorkflow, readWorkflow, i18n.language]);

  useEffect(() => {
    void start();
  }, [start]);

  return { token, error, retry: start };
}
