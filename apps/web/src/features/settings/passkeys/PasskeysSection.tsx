import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { primaryButtonClasses } from '../../../components/form/form-styles';
import { PanelSection } from '../../../components/page/PanelSection';
import { useFocusAfter } from '../../../lib/forms/use-focus-after';
import { usePasskeysQuery } from '../../../lib/security/passkeys-api';
import { useSignInMethodsQuery } from '../api/sign-in-methods-api';
import { AddPasskeyForm } from './AddPasskeyForm';
import { PasskeyList } from './PasskeyList';

/**
 * Passkeys: sign in with the device's own lock instead of the password. Lists them and adds,
 * renames and removes them; a browser without WebAuthn is told so instead of offered the button.
 * A passwordless account keeps two passkeys, or one and recovery codes: while it has no more, it
 * is told why none can be removed rather than offered a removal the server refuses.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const list = usePasskeysQuery();
  const [adding, setAdding] = useState(false);
  const heading = useFocusAfter<HTMLHeadingElement>();
  const addButton = useFocusAfter<HTMLButtonElement>();
  const supported = browserSupportsWebAuthn();
  const count = list.data?.passkeys.length ?? 0;
  // Unknown until read: the server refuses a removal that would leave no way in.
  const removable = useSignInMethodsQuery().data?.removable.passkey ?? true;

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
      title={t('passkeys.settings.title')}
      description={t('passkeys.settings.description')}
      headingRef={heading.ref}
    >
      <PasskeyList list={list} removable={removable} onRemoved={heading.focusNext} />
      {!removable && count > 0 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('passkeys.settings.removeBlocked')}
        </p>
      )}
      {supported ? (
        list.data && adder
      ) : (
        <FormAlert tone="info">{t('passkeys.settings.unsupported')}</FormAlert>
      )}
    </PanelSection>
  );
}
