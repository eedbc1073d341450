import type { TotpEnrolment } from '@maple/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { showSuccess } from '../../../components/alert/alert-slice';
import { PanelSection } from '../../../components/page/PanelSection';
import { useFocusAfter } from '../../../lib/forms/use-focus-after';
import { useMfaStatusQuery } from '../../../lib/security/mfa-api';
import { safeNext } from '../../../lib/session';
import { useStartTotpEnrolmentMutation } from '../api/security-api';
import { useSignInMethodsQuery } from '../api/sign-in-methods-api';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { RemoveTotpForm } from './RemoveTotpForm';
import { TotpEnrolmentPanel } from './TotpEnrolmentPanel';
import { TwoFactorOverview } from './TwoFactorOverview';

type Stage =
  | { kind: 'status' }
  | { kind: 'enrolling'; enrolment: TotpEnrolment }
  | { kind: 'recovery-codes'; codes: readonly string[] }
  | { kind: 'removing' };

/**
 * The section's stage and where focus goes between them: to the heading when the customer was
 * sent here, and when a stage replaces what had focus.
 */
function useStages(sentHere: boolean) {
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [start, started] = useStartTotpEnrolmentMutation();
  const heading = useFocusAfter<HTMLHeadingElement>();
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

  return { stage, go, begin, started, headingRef };
}

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
  // Unknown until read: the server refuses a removal that would leave no way in.
  const removable = useSignInMethodsQuery().data?.removable.authenticator ?? true;
  const { stage, go, begin, started, headingRef } = useStages(returnTo !== null);

  const enabled = () => {
    dispatch(showSuccess(t('settings.totp.enabled')));
    if (returnTo !== null) {
      void navigate(returnTo);
      return;
    }
    go({ kind: 'status' });
    void status.refetch();
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
        return <RecoveryCodesPanel codes={stage.codes} onDone={enabled} />;
      case 'removing':
        return (
          <RemoveTotpForm
            onRemoved={() => go({ kind: 'status' })}
            onCancel={() => go({ kind: 'status' })}
          />
        );
      case 'status':
        return (
          <TwoFactorOverview
            status={status}
            removable={removable}
            sentHere={returnTo !== null}
            startError={started.error}
            starting={started.isLoading}
            onSetUp={() => void begin()}
            onRemove={() => go({ kind: 'removing' })}
          />
        );
    }
  };

  return (
    <PanelSection
      title={t('settings.totp.title')}
      description={t('settings.totp.description')}
      headingRef={headingRef}
    >
      {body()}
    </PanelSection>
  );
}
