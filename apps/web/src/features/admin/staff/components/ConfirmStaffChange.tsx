import type { Language, StaffMember, StaffRole } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../../components/form/FailureAlert';
import { type ApiError, apiErrorOf } from '../../../../lib/api/api-error';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import {
  useSetStaffLanguageMutation,
  useSetStaffRoleMutation,
  useStaffActionMutation,
} from '../api/staff-management-api';

/** A change to a member of staff, confirmed before it is made. */
export type StaffChange =
  | { kind: 'role'; role: StaffRole }
  | { kind: 'language'; language: Language }
  | { kind: 'reset-mfa' }
  | { kind: 'deactivate' }
  | { kind: 'approve-role'; role: StaffRole; askedBy: string }
  | { kind: 'reject-role'; role: StaffRole };

/** What the change sets, by name: the role or the language, for the texts about it. */
function valuesOf(change: StaffChange, name: string, t: TFunction) {
  return {
    name,
    role: 'role' in change ? t(`staffAdmin.roleShort.${change.role}`) : '',
    language: change.kind === 'language' ? t(`staffAdmin.language.${change.language}`) : '',
    email: change.kind === 'approve-role' ? change.askedBy : '',
  };
}

/** The dialog's title and what the change does to the member. */
function describe(
  change: StaffChange,
  values: ReturnType<typeof valuesOf>,
  t: TFunction,
): [string, string] {
  const { name } = values;
  switch (change.kind) {
    case 'role':
      return [
        t('staffAdmin.confirm.roleTitle', { name }),
        t('staffAdmin.confirm.roleBody', values),
      ];
    case 'language':
      return [
        t('staffAdmin.confirm.languageTitle', { name }),
        t('staffAdmin.confirm.languageBody', values),
      ];
    case 'reset-mfa':
      return [t('staffAdmin.confirm.resetTitle', { name }), t('staffAdmin.confirm.resetBody')];
    case 'deactivate':
      return [
        t('staffAdmin.confirm.deactivateTitle', { name }),
        t('staffAdmin.confirm.deactivateBody'),
      ];
    case 'approve-role':
      return [
        t('staffAdmin.confirm.approveRoleTitle', { name }),
        t('staffAdmin.confirm.approveRoleBody', values),
      ];
    case 'reject-role':
      return [
        t('staffAdmin.confirm.rejectRoleTitle', { name }),
        t('staffAdmin.confirm.rejectRoleBody', values),
      ];
  }
}

/** Says what the change does (their sessions end), then makes it. */
export function ConfirmStaffChange({
  member,
  change,
  onDone,
  onClose,
}: {
  member: StaffMember;
  change: StaffChange;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [setRole, roleCall] = useSetStaffRoleMutation();
  const [setLanguage, languageCall] = useSetStaffLanguageMutation();
  const [act, actionCall] = useStaffActionMutation();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const values = valuesOf(change, member.display_name, t);
  const [title, body] = describe(change, values, t);

  const make = (id: string) => {
    switch (change.kind) {
      case 'role':
        return setRole({ id, role: change.role });
      case 'language':
        return setLanguage({ id, language: change.language });
      default:
        return act({ id, action: change.kind });
    }
  };

  const confirm = async (): Promise<boolean> => {
    setFailure(null);
    const result = await make(member.id);
    if (result.error !== undefined) {
      setFailure(apiErrorOf(result.error));
      return false;
    }
    // A step up to a role that can approve is only asked for: a second admin gives it.
    const asked = change.kind === 'role' && result.data.role_grant !== null;
    onDone(t(asked ? 'staffAdmin.done.roleRequested' : `staffAdmin.done.${change.kind}`, values));
    return true;
  };

  return (
    <ConfirmDialog
      title={title}
      submitLabel={t('staffAdmin.confirm.confirm')}
      busyLabel={t('staffAdmin.confirm.confirming')}
      busy={roleCall.isLoading || languageCall.isLoading || actionCall.isLoading}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm">{body}</p>
      <FailureAlert failure={failure} />
    </ConfirmDialog>
  );
}
