import type { KycApplication } from '@maple/contracts';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  linkClasses,
  panelClasses,
  primaryButtonClasses,
  secondaryButtonClasses,
} from '../../../components/form/form-styles';
import { SiteLink } from '../../../components/page/SiteLink';
import { isWordedReason } from '../../../lib/kyc/reason-codes';
import { paths } from '../../../lib/routing/paths';
import { StartVerification } from './StartVerification';

export type Outcome = 'passed' | 'reviewing' | 'failed' | 'expired';

/** What a closed application came to. */
export function outcomeOf(application: KycApplication): Outcome {
  if (application.state === 'expired') return 'expired';
  if (application.state === 'completed')
    return application.outcome === 'failed' ? 'failed' : 'passed';
  return 'reviewing';
}

/** The reasons in the reader's language when the app knows the code, else as the server said. */
function Reasons({ reasons }: { reasons: KycApplication['reasons'] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {reasons.map((reason) => (
        <li key={reason.code}>
          {isWordedReason(reason.code) ? t(`kyc.reasons.${reason.code}`) : reason.message}
        </li>
      ))}
    </ul>
  );
}

/**
 * A titled outcome panel. When it replaces the form just sent, its heading takes focus, so
 * keyboard and screen-reader users hear the outcome.
 */
export function OutcomePanel({
  title,
  takeFocus = false,
  children,
}: {
  title: string;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  return (
    <section aria-labelledby={headingId} className={`space-y-4 ${panelClasses}`}>
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ContactSupport() {
  const { t } = useTranslation();
  return (
    <p>
      {t('kyc.result.contact')}{' '}
      <SiteLink to={paths.contact} className={linkClasses}>
        {t('kyc.result.contactLink')}
      </SiteLink>
    </p>
  );
}

/** Where a submitted or closed verification stands, and what the customer can do next. */
export function ResultScreen({
  application,
  takeFocus = false,
}: {
  application: KycApplication;
  /** Shown in place of the review just submitted. */
  takeFocus?: boolean;
}) {
  const { t } = useTranslation();
  switch (outcomeOf(application)) {
    case 'passed':
      return (
        <OutcomePanel takeFocus={takeFocus} title={t('kyc.result.passedTitle')}>
          <p>{t('kyc.result.passedBody')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.exchange} className={primaryButtonClasses}>
              {t('kyc.result.toExchange')}
            </Link>
            <Link to={paths.dashboard} className={secondaryButtonClasses}>
              {t('kyc.result.toDashboard')}
            </Link>
          </div>
        </OutcomePanel>
      );
    case 'reviewing':
      return (
        <OutcomePanel takeFocus={takeFocus} title={t('kyc.result.reviewingTitle')}>
          <p>{t('kyc.result.reviewingBody')}</p>
          {application.reasons.length > 0 && (
            <>
              <h3 className="font-semibold">{t('kyc.result.reasonsTitle')}</h3>
              <Reasons reasons={application.reasons} />
            </>
          )}
          <p>{t('kyc.result.reviewingEmail')}</p>
        </OutcomePanel>
      );
    case 'failed':
      return (
        <OutcomePanel takeFocus={takeFocus} title={t('kyc.result.failedTitle')}>
          <p>{t('kyc.result.failedBody')}</p>
          <Reasons reasons={application.reasons} />
          <ContactSupport />
        </OutcomePanel>
      );
    case 'expired':
      return (
        <OutcomePanel takeFocus={takeFocus} title={t('kyc.result.expiredTitle')}>
          <p>{t('kyc.result.expiredBody')}</p>
          <StartVerification
            method="id_and_selfie"
            label={t('kyc.result.startAgain')}
            busyLabel={t('kyc.start.starting')}
          />
        </OutcomePanel>
      );
  }
}
