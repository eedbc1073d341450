import type { WalletCheck } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api/api-error';

export type CheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'valid'; check: WalletCheck }
  | { kind: 'refused'; error: ApiError };

/** The refusal of an address in the customer's words, by the server's code. */
export function checkProblem(state: CheckState, asset: string, t: TFunction): string | undefined {
  if (state.kind !== 'refused') return undefined;
  if (state.error.code === 'invalid_address') return t('wallets.errors.invalidAddress', { asset });
  if (state.error.code === 'prohibited_address') return t('wallets.errors.prohibitedAddress');
  return t('wallets.errors.checkFailed');
}

/** The live check's progress and verdict, announced politely as the customer types. */
export function AddressCheck({ state, asset }: { state: CheckState; asset: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
      {state.kind === 'checking' && t('wallets.add.checking')}
      {state.kind === 'valid' && t('wallets.add.valid', { asset })}
    </p>
  );
}
