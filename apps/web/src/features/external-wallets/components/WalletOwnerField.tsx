import type { ExternalWallet, WalletOwner } from '@maple/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../components/form/form-styles';
import { useSetWalletOwnerMutation } from '../../../lib/wallets/wallet-owners-api';

type Choice = WalletOwner | 'unsaid';

/**
 * Whose wallet it is, as the customer says (docs/product/tax.md, "What is a disposition"): a
 * withdrawal to their own wallet is no sale for tax. Saved as soon as it is chosen, and the
 * outcome said in a status line; a failure puts the choice back to what is saved.
 */
export function WalletOwnerField({
  wallet,
  owner,
}: {
  wallet: ExternalWallet;
  owner: WalletOwner | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [setOwner, saving] = useSetWalletOwnerMutation();
  const [said, setSaid] = useState<string | null>(null);
  // What was just chosen, shown until the saved answer reads back; dropped on a failure.
  const [chosen, setChosen] = useState<Choice | null>(null);
  const name = wallet.name;
  const choose = async (choice: Choice) => {
    setChosen(choice);
    const next = choice === 'unsaid' ? null : choice;
    const answer = await setOwner({ guid: wallet.guid, owner: next });
    if ('error' in answer) {
      setChosen(null);
      setSaid(t('wallets.owner.failed', { name }));
      return;
    }
    setSaid(
      next === null
        ? t('wallets.owner.savedUnsaid', { name })
        : t('wallets.owner.saved', {
            name,
            owner: t(next === 'own' ? 'wallets.owner.saidOwn' : 'wallets.owner.saidThirdParty'),
          }),
    );
  };
  return (
    <div className="text-sm">
      <label htmlFor={id} className="font-medium">
        {t('wallets.owner.label', { name })}
      </label>
      <select
        id={id}
        value={chosen ?? owner ?? 'unsaid'}
        disabled={saving.isLoading}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const value = event.target.value;
          if (value === 'own' || value === 'third_party' || value === 'unsaid') void choose(value);
        }}
        className={`${inputClasses} mt-1`}
      >
        <option value="unsaid">{t('wallets.owner.unsaid')}</option>
        <option value="own">{t('wallets.owner.own')}</option>
        <option value="third_party">{t('wallets.owner.third_party')}</option>
      </select>
      <p id={`${id}-hint`} className="mt-1 text-gray-700 dark:text-gray-300">
        {t('wallets.owner.hint')}
      </p>
      <p role="status" className="mt-1">
        {said}
      </p>
    </div>
  );
}
