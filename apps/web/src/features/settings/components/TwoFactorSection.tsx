import type { TotpEnrolment } from '@maple/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FormAlert } from '../../../components/form/FormAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { useMfaStatusQuery } from '../../../lib/security/mfa-api';
import { safeNext } from '../../../lib/session';
import { useStartTotpEnrolmentMutation } from '../api/security-api';
import { useFocusAfter } from '../use-focus-after';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { RemoveTotpForm } from './RemoveTotpForm';
import { SettingsSection } from './SettingsSection';
import { TotpEnrolmentPanel } from './TotpEnrolmentPanel';
import { TotpStatus } from './TotpStatus';

type Stage =
  | { kind: 'status' }
  | { kind: 'enrolling'; enrolment: TotpEnrolment }
  | { kind: 'recovery-codes'; codes: readonly string[] }
  | { kind: 'removing' };

/**
 * Two-step verification with an authenticator app: status, enrolment, removal. Opened with
 * `?next=` (the withdrawals page, the dashboard's checklist sent the customer here to set it up),
 * it takes focus and, once set up, returns there.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeNext(search.get('next'));
  const status = useMfaStatusQuery();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [start, started] = useStartTotpEnrolmentMutation();
  const heading = useFocusAfter<HTMLHeadingElement>();
  const sentHere = returnTo !== null;
  const headingRef = heading.ref;

  // Sent here to set it up: the section is where the customer's attention goes first.
  useEffect(() => {
    if (sentHere) headingRef.current?.focus();
  }, [sentHere, headingRef]);

  /** A new stage replaces what had focus; the recovery codes take focus themselves. */
  const go = (next: Stage) => {
    setStage(next);
    if (next.kind !== 'recovery-codes') heading.focusNext();
  };

  const begin = async () => {
    const result = await start();
    // A refusal is shown with the status, also when it came from "Start again".
    go(result.data ? { kind: 'enrolling', enrolment: result.data } : { kind: 'status' });
  };

  const body = () => {
    switch (stage.kind) {
      case 'enrolling':
        return (
          <TotpEnrolmentPanel
            enrolment={stage.enrolment}
            onCompleted={(codes) => go({ kind: 'recovery-codes', codes })}
            onCancel={() => go({ kind: 'status' })}
            onRestart={() => void begin()}
          />
        );
      case 'recovery-codes':
        return (
          <RecoveryCodesPanel
            codes={stage.codes}
            onDone={() => {
              dispatch(showSuccess(t('settings.totp.enabled')));
              if (returnTo !== null) {
                void navigate(returnTo);
                return;
              }
              go({ kind: 'status' });
              void status.refetch();
            }}
          />
        );
      case 'removing':
        return (
          <RemoveTotpForm
            onRemoved={() => go({ kind: 'status' })}
            onCancel={() => go({ kind: 'status' })}
          />
        );
      case 'status':
        break;
    }
    if (status.isLoading) {
      return (
        <p role="status" className="flex items-center gap-2 text-sm">
          <SpinnerIcon className="size-4 motion-safe:animate-spin" />
          {t('common.loading')}
        </p>
      );
    }
    if (!status.data) {
      return (
        <FormAlert tone="error">
          <p>{describeApiError(apiErrorOf(status.error), t)}</p>
          <button
            type="button"
            onClick={() => void status.refetch()}
            className={secondaryButtonClasses}
          >
            {t('common.retry')}
          </button>
        </FormAlert>
      );
    }
    return (
      <div className="space-y-4">
        <TotpStatus status={status.data} />
        {returnTo !== null && !status.data.totp_enrolled && (
          <p className="text-sm">{t('settings.totp.returnAfter')}</p>
        )}
        {started.error && (
          <FormAlert tone="error">{describeApiError(apiErrorOf(started.error), t)}</FormAlert>
        )}
        {status.data.totp_enrolled ? (
          <button
            type="button"
            onClick={() => go({ kind: 'removing' })}
            className={secondaryButtonClasses}
          >
            {t('settings.totp.remove')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void begin()}
            disabled={started.isLoading}
            aria-busy={started.isLoading}
            className={primaryButtonClasses}
          >
            {started.isLoading && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
            {t('settings.totp.setUp')}
          </button>
        )}
      </div>
    );
  };

  return (
    <SettingsSection
      title={t('settings.totp.title')}
      description={t('settings.totp.description')}
      headingRef={heading.ref}
    >
      {body()}
    </SettingsSection>
  );
}
