import type { StaffMember } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-time';
import { MemberActions } from './MemberActions';

const cell = 'px-3 py-2 align-top';

/** Every member of staff with their role, e-mail language and state, and what an admin may change. */
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
  const headers = ['name', 'email', 'role', 'language', 'state', 'since', 'actions'] as const;
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
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
                <td className={cell}>
                  {t(`staffAdmin.roleShort.${member.role}`)}
                  {member.role_grant && (
                    <p className="text-xs text-amber-800 dark:text-amber-300">
                      {t('staffAdmin.list.pendingRole', {
                        role: t(`staffAdmin.roleShort.${member.role_grant.role}`),
                        email: member.role_grant.requested_by_email,
                      })}
                    </p>
                  )}
                </td>
                <td className={cell}>{t(`staffAdmin.language.${member.language}`)}</td>
                <td className={cell}>
                  {t(`staffAdmin.state.${member.state}`)}
                  {member.locked && ` · ${t('staffAdmin.list.locked')}`}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {formatDateTime(member.created_at, i18n.language)}
                </td>
                <td className={cell}>
                  <MemberActions
                    member={member}
                    isMe={isMe}
                    askedByMe={member.role_grant?.requested_by_email === myEmail}
                    onDone={onDone}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
