import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { primaryButtonClasses } from '../../../../components/form/form-styles';
import { PanelSection } from '../../../../components/page/PanelSection';
import { useFocusAfter } from '../../../../lib/forms/use-focus-after';
import { useStaffPasskeysQuery } from '../api/staff-passkeys-api';
import { AddPasskeyForm } from './AddPasskeyForm';
import { PasskeyList } from './PasskeyList';

/**
 * The member's passkeys (ADR 56): sign in to the back office with the device's own lock instead
 * of the password and code. Lists them and adds, renames and removes them; a browser without
 * WebAuthn is told so instead of offered the button.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const list = useStaffPasskeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [adding, setAdding] = useState(false);
  const heading = useFocusAfter<HTMLHeadingElement>();
  const addButton = useFocusAfter<HTMLButtonElement>();
  const count = list.data?.passkeys.length ?? 0;

  const adder = adding ? (
    <AddPasskeyForm
      defaultName={t('passkeys.settings.defaultName', { number: count + 1 })}
      onAdded={() => {
        setAdding(false);
        heading.focusNext();
      }}
      onCancel={() => {
        setAdding(false);
        addButton.focusNext();
      }}
    />
  ) : (
    <button
      ref={addButton.ref}
      type="button"
      onClick={() => setAdding(true)}
      className={primaryButtonClasses}
    >
      {t('passkeys.settings.add')}
    </button>
  );

  return (
    <PanelSection
      title={t('adminAccount.passkeys.title')}
      description={t('adminAccount.passkeys.description')}
      headingRef={heading.ref}
    >
      <PasskeyList list={list} onRemoved={heading.focusNext} />
      {browserSupportsWebAuthn() ? (
        list.data && adder
      ) : (
        <FormAlert tone="info">{t('adminAccount.passkeys.unsupported')}</FormAlert>
      )}
    </PanelSection>
  );
}
