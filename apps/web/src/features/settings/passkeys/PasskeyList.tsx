import type { PasskeyList as Passkeys } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { PasskeyItem } from './PasskeyItem';

/** The customer's passkeys, oldest first as the server lists them, or why there are none. */
export function PasskeyList({
  list,
  removable,
  onRemoved,
}: {
  /** What `usePasskeysQuery` reports. */
  list: {
    data?: Passkeys | undefined;
    isLoading: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** Whether a passkey may be removed now (a passwordless account keeps enough of them). */
  removable: boolean;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  if (list.isLoading) {
    return <LoadingStatus />;
  }
  if (!list.data) {
    return (
      <LoadProblem
        title={t('passkeys.settings.loadFailed')}
        error={list.error === undefined ? null : apiErrorOf(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.passkeys.length === 0) {
    return <p className="text-sm">{t('passkeys.settings.empty')}</p>;
  }
  return (
    <ul
      aria-label={t('passkeys.settings.listLabel')}
      className="divide-y divide-gray-200 dark:divide-gray-800"
    >
      {list.data.passkeys.map((passkey) => (
        <PasskeyItem
          key={passkey.id}
          passkey={passkey}
          removable={removable}
          onRemoved={onRemoved}
        />
      ))}
    </ul>
  );
}
