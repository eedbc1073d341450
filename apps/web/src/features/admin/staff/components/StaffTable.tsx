import { type StaffMember, type StaffRole, staffRoleSchema } from '@maple/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses, secondaryButtonClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { ConfirmStaffChange, type StaffChange } from './ConfirmStaffChange';

const cell = 'px-3 py-2 align-top';

/** The role a member is to have, picked before "Change role" confirms it. */
function RolePicker({
  member,
  role,
  onRole,
  disabled,
}: {
  member: StaffMember;
  role: StaffRole;
  onRole: (role: StaffRole) => void;
  disabled: { disabled?: boolean; 'aria-describedby'?: string };
}) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <>
      <label htmlFor={selectId} className="sr-only">
        {t('staffAdmin.list.roleOf', { name: member.display_name })}
      </label>
      <select
        id={selectId}
        value={role}
        onChange={(event) => {
          const chosen = staffRoleSchema.safeParse(event.target.value);
          if (chosen.success) onRole(chosen.data);
        }}
        className={`w-auto ${inputClasses}`}
        {...disabled}
      >
        {staffRoleSchema.options.map((value) => (
          <option key={value} value={value}>
            {t(`staffAdmin.roleShort.${value}`)}
          </option>
        ))}
      </select>
    </>
  );
}

/** A member's role picker and actions; none on one's own account, nor on a deactivated one. */
function MemberActions({
  member,
  isMe,
  onDone,
}: {
  member: StaffMember;
  isMe: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const explanationId = useId();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [change, setChange] = useState<StaffChange | null>(null);
  if (member.state === 'deactivated') return null;
  const disabled = isMe ? { disabled: true, 'aria-describedby': explanationId } : {};
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <RolePicker member={member} role={role} onRole={setRole} disabled={disabled} />
        <button
          type="button"
          className={secondaryButtonClasses}
          onClick={() => setChange({ kind: 'role', role })}
          {...(isMe || role === member.role ? { disabled: true } : {})}
          {...(isMe ? { 'aria-describedby': explanationId } : {})}
        >
          {t('staffAdmin.list.changeRole')}
        </button>
        <button
          type="button"
          className={secondaryButtonClasses}
          onClick={() => setChange({ kind: 'reset-mfa' })}
          {...disabled}
        >
          {t('staffAdmin.list.resetMfa')}
        </button>
        <button
          type="button"
          className={secondaryButtonClasses}
          onClick={() => setChange({ kind: 'deactivate' })}
          {...disabled}
        >
          {t('staffAdmin.list.deactivate')}
        </button>
      </div>
      {isMe && (
        <p id={explanationId} className="text-xs text-gray-600 dark:text-gray-400">
          {t('staffAdmin.list.yourself')}
        </p>
      )}
      {change && (
        <ConfirmStaffChange
          member={member}
          change={change}
          onDone={onDone}
          onClose={() => setChange(null)}
        />
      )}
    </div>
  );
}

/** Every member of staff with their role and state, and what an admin may change. */
export function StaffTable({
  staff,
  myEmail,
  onDone,
}: {
  staff: readonly StaffMember[];
  myEmail: string | undefined;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const headers = ['name', 'email', 'role', 'state', 'since', 'actions'] as const;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('staffAdmin.list.tableCaption')}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={`${cell} font-semibold`}>
                {t(`staffAdmin.list.${header}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {staff.map((member) => {
            const isMe = member.email === myEmail;
            return (
              <tr key={member.id}>
                <td className={cell}>
                  {member.display_name}
                  {isMe && ` (${t('staffAdmin.list.you')})`}
                </td>
                <td className={`${cell} break-all`}>{member.email}</td>
                <td className={cell}>{t(`staffAdmin.roleShort.${member.role}`)}</td>
                <td className={cell}>
                  {t(`staffAdmin.state.${member.state}`)}
                  {member.locked && ` · ${t('staffAdmin.list.locked')}`}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {formatDateTime(member.created_at, i18n.language)}
                </td>
                <td className={cell}>
                  <MemberActions member={member} isMe={isMe} onDone={onDone} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
