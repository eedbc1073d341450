import { cryptoAssetCodes, isCryptoAssetCode } from '@maple/money';
import { skipToken } from '@reduxjs/toolkit/query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { useDebounced } from '../../../lib/wallets/use-debounced';
import { useCheckWalletQuery } from '../../../lib/wallets/wallets-api';
import { emptyWalletDetails, saysOwnWithoutTag, type WalletDetails } from '../wallet-details';
import { AddressCheck, type CheckState, checkProblem } from './AddressCheck';
import { NewWalletOwnerField } from './NewWalletOwnerField';

const fields = ['name', 'asset', 'address', 'tag', 'ownWallet', 'owner'] as const;

/** The live check of what is typed, 400 ms after the typing stops (POST /customers/check-wallet). */
function useAddressCheck(asset: string, address: string, tag: string): CheckState {
  const wanted = useDebounced({ asset, address: address.trim(), tag: tag.trim() }, 400);
  const ready = isCryptoAssetCode(wanted.asset) && wanted.address !== '';
  const check = useCheckWalletQuery(
    isCryptoAssetCode(wanted.asset) && wanted.address !== ''
      ? { asset: wanted.asset, address: wanted.address, tag: wanted.tag || null }
      : skipToken,
  );
  // The tag counts too: else a verdict on the previous tag would let a new, unchecked one through.
  const typing =
    wanted.asset !== asset || wanted.address !== address.trim() || wanted.tag !== tag.trim();
  if (!ready || typing) return { kind: typing && address.trim() !== '' ? 'checking' : 'idle' };
  if (check.isFetching) return { kind: 'checking' };
  if (check.isError) return { kind: 'refused', error: apiErrorOf(check.error) };
  return check.data ? { kind: 'valid', check: check.data } : { kind: 'idle' };
}

/**
 * The wallet's details (docs/product/bank-accounts-and-wallets.md): asset, name, address checked
 * live, for XRP a tag or the customer's word that the address is their own wallet, and whose
 * wallet it is if they wish to say. `onContinue` leads to the code step.
 */
export function AddWalletForm({
  initial,
  onContinue,
}: {
  initial: WalletDetails | null;
  onContinue: (details: WalletDetails) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<WalletDetails, (typeof fields)[number]>(
    initial ?? emptyWalletDetails,
    fields,
  );
  const { asset, address, tag, ownWallet } = form.values;
  const state = useAddressCheck(asset, address, tag);
  const isXrp = asset === 'XRP';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<(typeof fields)[number], string>> = {};
    if (asset === '') problems.asset = t('wallets.errors.assetRequired');
    if (form.values.name.trim() === '') problems.name = t('wallets.errors.nameRequired');
    if (address.trim() === '') problems.address = t('wallets.errors.addressRequired');
    const refused = checkProblem(state, asset, t);
    if (refused !== undefined) problems.address = refused;
    if (isXrp && tag.trim() === '' && !ownWallet) problems.ownWallet = t('wallets.errors.tagOrOwn');
    if (Object.keys(problems).length > 0 || state.kind !== 'valid') {
      form.showErrors(problems);
      return;
    }
    onContinue({ ...form.values, tag: isXrp ? tag.trim() : '', address: address.trim() });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4">
      {form.failure && <FormAlert tone="error">{describeApiError(form.failure, t)}</FormAlert>}
      <SelectField
        label={t('wallets.add.asset')}
        placeholder={t('wallets.add.assetPlaceholder')}
        options={cryptoAssetCodes.map((code) => ({ value: code, label: code }))}
        name="asset"
        {...form.field('asset')}
      />
      <TextField
        label={t('wallets.add.name')}
        hint={t('wallets.add.nameHint')}
        name="name"
        maxLength={128}
        {...form.field('name')}
      />
      <div>
        <TextField
          label={t('wallets.add.address')}
          name="address"
          autoComplete="off"
          spellCheck={false}
          {...form.field('address')}
          error={form.errors.address ?? checkProblem(state, asset, t)}
        />
        <AddressCheck state={state} asset={asset} />
      </div>
      {isXrp && (
        <>
          <TextField
            label={t('wallets.add.tag')}
            hint={t('wallets.add.tagHint')}
            name="tag"
            inputMode="numeric"
            {...form.field('tag')}
          />
          <CheckboxField
            name="ownWallet"
            label={t('wallets.add.noTagOwn')}
            checked={ownWallet}
            onCheckedChange={form.change('ownWallet')}
            error={form.errors.ownWallet}
          />
        </>
      )}
      <NewWalletOwnerField
        value={form.values.owner}
        onValueChange={form.change('owner')}
        saidOwnWithoutTag={saysOwnWithoutTag(form.values)}
      />
      <SubmitButton busy={false} busyLabel={t('wallets.add.checking')}>
        {t('wallets.add.continue')}
      </SubmitButton>
    </form>
  );
}
