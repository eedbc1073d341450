import { linkTokenSchema } from '@maple/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { translateFieldMessage } from '../../lib/errors/field-messages';
import { FormAlert } from '../form/FormAlert';

/** One kind of e-mailed link a page completes, such as `?verify=…` or `?unlock=…`. */
export interface LinkAction {
  /** The query parameter that carries the token. */
  param: string;
  /** Posts the token; resolves to the failure, or null when it worked. */
  post: (token: string) => Promise<ApiError | null>;
  /** What the page says while posting, and once it worked. */
  working: string;
  done: string;
}

type Outcome =
  | { state: 'working' | 'done'; param: string }
  /** The link is malformed: the contract's message says how. */
  | { state: 'malformed'; message: string }
  | { state: 'failed'; error: ApiError };

/**
 * Completes the e-mailed link a page was opened with, then says how it went. Link tokens are
 * single use: the token is posted once and taken out of the address bar, so a reload does not
 * post it again.
 */
export function LinkTokenNotice({ actions }: { actions: readonly LinkAction[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    const action = actions.find((candidate) => params.has(candidate.param));
    if (!action || started.current) return;
    started.current = true;
    const token = params.get(action.param) ?? '';
    setParams({}, { replace: true });

    const checked = linkTokenSchema.safeParse(token);
    if (!checked.success) {
      setOutcome({ state: 'malformed', message: checked.error.issues[0]?.message ?? '' });
      return;
    }
    const { param } = action;
    setOutcome({ state: 'working', param });
    void action
      .post(checked.data)
      .then((error) => setOutcome(error ? { state: 'failed', error } : { state: 'done', param }));
  }, [actions, params, setParams]);

  if (!outcome) return null;
  switch (outcome.state) {
    case 'working':
    case 'done': {
      // Looked up on each render, so the words follow a change of language.
      const action = actions.find((candidate) => candidate.param === outcome.param);
      if (!action) return null;
      return outcome.state === 'working' ? (
        <FormAlert tone="info">{action.working}</FormAlert>
      ) : (
        <FormAlert tone="success">{action.done}</FormAlert>
      );
    }
    case 'malformed':
      return <FormAlert tone="error">{translateFieldMessage(outcome.message, t)}</FormAlert>;
    case 'failed':
      return <FormAlert tone="error">{describeApiError(outcome.error, t)}</FormAlert>;
  }
}
