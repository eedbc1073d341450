import type { StaffMember, StaffRole } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';
import { FailureAlert } from '../../../../components/form/FailureAlert';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { type ApiError, apiErrorOf } from '../../../../lib/api/api-error';
import { useSetStaffRoleMutation, useStaffActionMutation } from '../api/staff-management-api';

/** A change to a member of staff, confirmed before it is made. */
export type StaffChange =
  | { kind: 'role'; role: StaffRole }
  | { kind: 'reset-mfa' }
  | { kind: 'deactivate' };

/** The dialog's title and what the change does to the member. */
function describe(change: StaffChange, name: string, role: string, t: TFunction): [string, string] {
  switch (change.kind) {
    case 'role':
      return [
        t('staffAdmin.confirm.roleTitle', { name }),
        t('staffAdmin.confirm.roleBody', { name, role }),
      ];
    case 'reset-mfa':
      return [t('staffAdmin.confirm.resetTitle', { name }), t('staffAdmin.confirm.resetBody')];
    case 'deactivate':
      return [
        t('staffAdmin.confirm.deactivateTitle', { name }),
        t('staffAdmin.confirm.deactivateBody'),
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
  const [act, actionCall] = useStaffActionMutation();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const name = member.display_name;
  const role = change.kind === 'role' ? t(`staffAdmin.roleShort.${change.role}`) : '';
  const [title, body] = describe(change, name, role, t);

  const confirm = async (close: () => void) => {
    setFailure(null);
    const result =
      change.kind === 'role'
        ? await setRole({ id: member.id, role: change.role })
        : await act({ id: member.id, action: change.kind });
    if (result.error !== undefined) {
      setFailure(apiErrorOf(result.error));
      return;
    }
    onDone(t(`staffAdmin.done.${change.kind}`, { name, role }));
    close();
  };

  return (
    <ModalDialog title={title} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm(close);
          }}
          className="space-y-4"
        >
          <p className="text-sm">{body}</p>
          <FailureAlert failure={failure} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              busy={roleCall.isLoading || actionCall.isLoading}
              busyLabel={t('staffAdmin.confirm.confirming')}
            >
              {t('staffAdmin.confirm.confirm')}
            </SubmitButton>
            <button type="button" onClick={close} className={secondaryButtonClasses}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
