import type { CustomerDetail, RevealedProfile } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatDateTime } from '../../../../lib/format/date-time';
import { codeLabel, photoIdLabel } from '../../kit/code-labels';
import { type Fact, Facts } from '../../kit/Facts';
import { ReasonDialog } from '../../kit/ReasonDialog';
import { RevealOrHide } from '../../kit/RevealOrHide';
import { useRevealCustomerMutation } from '../api/customer-detail-api';
import { useActionReason } from './action-reason';

/**
 * Asks why, then reveals. The mutation lives and dies with the dialog, so its answer leaves the
 * store when the dialog closes; `reset` drops it at once besides.
 */
function RevealDialog({
  guid,
  onRevealed,
  onClose,
}: {
  guid: string;
  onRevealed: (revealed: RevealedProfile) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const actionReason = useActionReason();
  const [reveal, { isLoading, reset }] = useRevealCustomerMutation();
  return (
    <ReasonDialog
      title={t('adminCustomer.reveal.dialogTitle')}
      intro={t('adminCustomer.reveal.dialogIntro')}
      submitLabel={t('adminCustomer.reveal.submit')}
      busyLabel={t('adminCustomer.reveal.submitting')}
      reason={actionReason}
      busy={isLoading}
      forbiddenText={t('adminCustomer.reveal.forbidden')}
      onSubmit={async (reason) => {
        const result = await reveal({ guid, reason });
        reset();
        if (result.data) {
          onRevealed(result.data);
          return null;
        }
        return apiErrorOf(result.error);
      }}
      onClose={onClose}
    />
  );
}

type Profile = CustomerDetail['profile'];

/** The facts with personal data masked, or as revealed; the server's codes in words. */
function profileFacts(
  t: TFunction,
  language: string,
  profile: Profile,
  revealed: RevealedProfile | null,
): Fact[] {
  const none = t('adminCustomer.none');
  const masked = (shown: string | null | undefined, hidden: string | null) =>
    (revealed ? shown : hidden) ?? none;
  // The server writes the type as a code (`drivers_license ***234`): staff read it in words.
  const photoId = (revealed ? revealed.id_document : profile.id_document_masked) ?? null;
  return [
    [t('adminCustomer.profile.state'), t(`adminCustomer.states.${profile.state}`)],
    ...(profile.state_before_freeze
      ? [
          [
            t('adminCustomer.profile.stateBeforeFreeze'),
            t(`adminCustomer.states.${profile.state_before_freeze}`),
          ] as const,
        ]
      : []),
    [t('adminCustomer.profile.legalName'), profile.legal_name ?? none],
    [t('adminCustomer.profile.displayName'), profile.display_name],
    [t('adminCustomer.profile.email'), profile.email],
    [
      t('adminCustomer.profile.emailVerified'),
      profile.email_verified ? t('adminCustomer.yes') : t('adminCustomer.no'),
    ],
    [t('adminCustomer.profile.language'), profile.language],
    [t('adminCustomer.profile.createdAt'), formatDateTime(profile.created_at, language)],
    [
      t('adminCustomer.profile.investorCategory'),
      profile.investor_category === null
        ? none
        : codeLabel(t, 'investorCategory', profile.investor_category),
    ],
    [t('adminCustomer.profile.province'), profile.province ?? none],
    [
      t('adminCustomer.profile.dateOfBirth'),
      masked(revealed?.date_of_birth, profile.date_of_birth_masked),
    ],
    [t('adminCustomer.profile.address'), masked(revealed?.address, profile.address_masked)],
    [t('adminCustomer.profile.phone'), masked(revealed?.phone, profile.phone_masked)],
    [t('adminCustomer.profile.sin'), masked(revealed?.sin, profile.sin_masked)],
    [t('adminCustomer.profile.idDocument'), photoId === null ? none : photoIdLabel(t, photoId)],
    ...(revealed
      ? [[t('adminCustomer.profile.occupation'), revealed.occupation ?? none] as const]
      : []),
  ];
}

/**
 * Who the customer is. Personal data is masked; staff allowed to may reveal it, with a reason,
 * for this view only: the revealed values live in this component's state, never in the store.
 */
export function ProfileSection({
  detail,
  canReveal,
}: {
  detail: CustomerDetail;
  canReveal: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [revealed, setRevealed] = useState<RevealedProfile | null>(null);
  const [asking, setAsking] = useState(false);
  const { profile } = detail;
  return (
    <div className="space-y-3">
      <Facts facts={profileFacts(t, i18n.language, profile, revealed)} />
      {canReveal && (
        <RevealOrHide
          revealed={revealed !== null}
          revealLabel={t('adminCustomer.profile.reveal')}
          hideLabel={t('adminCustomer.profile.hide')}
          onReveal={() => setAsking(true)}
          onHide={() => setRevealed(null)}
        />
      )}
      {asking && (
        <RevealDialog
          guid={profile.guid}
          onRevealed={setRevealed}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}
