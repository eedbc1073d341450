import { useTranslation } from 'react-i18next';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { isOwnerChoice, type OwnerChoice, ownerChoices } from '../wallet-details';

/**
 * Whose the wallet being added is, for tax (docs/product/tax.md, "What is a disposition"):
 * optional, "say later" by default, with the hint the wallet list gives. An XRP wallet the
 * customer already said is their own (no tag) is not asked again, since any other answer would
 * contradict it; a status line says what will be saved instead, and is there before it is
 * filled so that a screen reader announces the swap.
 */
export function NewWalletOwnerField({
  value,
  onValueChange,
  saidOwnWithoutTag,
}: {
  value: OwnerChoice;
  onValueChange: (value: OwnerChoice) => void;
  saidOwnWithoutTag: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {saidOwnWithoutTag && t('wallets.add.owner.saidOwn')}
      </p>
      {!saidOwnWithoutTag && (
        <RadioGroupField
          name="owner"
          legend={t('wallets.add.owner.legend')}
          hint={t('wallets.owner.hint')}
          options={ownerChoices.map((choice) => ({
            value: choice,
            label: t(`wallets.add.owner.${choice}`),
          }))}
          value={value}
          onValueChange={(chosen) => {
            if (isOwnerChoice(chosen)) onValueChange(chosen);
          }}
        />
      )}
    </div>
  );
}
