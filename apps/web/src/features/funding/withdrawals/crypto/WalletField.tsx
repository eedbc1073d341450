import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../../../../components/form/FieldMessages';
import { useFieldIds } from '../../../../components/form/field-ids';
import { cooldownLeft } from '../../../../lib/wallets/cooldown';
import { shortAddress } from '../../../../lib/wallets/payment-uri';
import type { WalletWithCooldown } from '../../../../lib/wallets/use-wallets-with-cooldowns';

/**
 * The wallet a withdrawal goes to: the customer's active wallets as radios, each with its asset
 * and address shortened (docs/product/data.md); one still in its cooldown is shown disabled with
 * the time left, and so is one whose cooldown is not known yet (without a time).
 */
export function WalletField({
  wallets,
  now,
  value,
  onValueChange,
  error,
}: {
  wallets: readonly WalletWithCooldown[];
  now: Date;
  value: string;
  onValueChange: (guid: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { inputId, hintId, errorId, controlProps } = useFieldIds(false, Boolean(error));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {t('cryptoWithdrawal.wallet')}
      </legend>
      <ul className="mt-2 space-y-2">
        {wallets.map((wallet) => {
          const left = cooldownLeft(wallet.usable_at, now);
          const id = `${inputId}-${wallet.guid}`;
          return (
            <li key={wallet.guid} className="flex items-start gap-3">
              <input
                {...controlProps}
                id={id}
                type="radio"
                name="wallet"
                value={wallet.guid}
                disabled={left !== null}
                checked={value === wallet.guid}
                onChange={() => onValueChange(wallet.guid)}
                className="mt-0.5 size-5 shrink-0 accent-red-700 disabled:opacity-50"
              />
              <label
                htmlFor={id}
                className={`text-sm ${left === null ? '' : 'text-gray-600 dark:text-gray-400'}`}
              >
                <span className="font-medium">{wallet.name}</span> · {wallet.asset} ·{' '}
                <code className="font-mono">{shortAddress(wallet.address)}</code>
                {wallet.tag !== null && ` · ${t('wallets.columns.tag')} ${wallet.tag}`}
                {left !== null && left !== 'unknown' && (
                  <span className="block">
                    {left.unit === 'h'
                      ? t('wallets.usableIn', { count: left.count })
                      : t('wallets.usableInMinutes', { count: left.count })}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldMessages hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
