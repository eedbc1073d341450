import { languageSchema, type StaffMember, staffRoleSchema } from '@maple/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses, secondaryButtonClasses } from '../../../../components/form/form-styles';
import { ConfirmStaffChange, type StaffChange } from './ConfirmStaffChange';

type Disabled = { disabled?: boolean; 'aria-describedby'?: string };

/** A value picked in a member's row before its button confirms the change. */
function Picker<T extends string>({
  label,
  value,
  options,
  onPick,
  disabled = {},
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onPick: (value: T) => void;
  disabled?: Disabled;
}) {
  const selectId = useId();
  return (
    <>
      <label htmlFor={selectId} className="sr-only">
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onPick(chosen.value);
        }}
        className={`w-auto ${inputClasses}`}
        {...disabled}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

function ActionButton({
  label,
  onClick,
  state,
}: {
  label: string;
  onClick: () => void;
  state: Disabled;
}) {
  return (
    <button
      type="button"
      className={`shrink-0 ${secondaryButtonClasses}`}
      onClick={onClick}
      {...state}
    >
      {label}
    </button>
  );
}

/** The choices of the two pickers, in the page's language. */
function useChoices() {
  const { t } = useTranslation();
  return {
    roles: staffRoleSchema.options.map((value) => ({
      value,
      label: t(`staffAdmin.roleShort.${value}`),
    })),
    languages: languageSchema.options.map((value) => ({
      value,
      label: t(`staffAdmin.language.${value}`),
    })),
  };
}

/**
 * A member's role and language pickers and actions; on one's own account only the language
 * (the rest would leave the back office without the admin acting), nothing on a deactivated one.
 * A role asked for and waiting is approved or rejected here; the admin who asked may only
 * reject (withdraw) it, since a second admin must approve it.
 */
export function MemberActions({
  member,
  isMe,
  askedByMe,
  onDone,
}: {
  member: StaffMember;
  isMe: boolean;
  askedByMe: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const choices = useChoices();
  const explanationId = useId();
  const requestId = useId();
  const [role, setRole] = useState(member.role);
  const [language, setLanguage] = useState(member.language);
  const [change, setChange] = useState<StaffChange | null>(null);
  if (member.state === 'deactivated') return null;
  const notMine: Disabled = isMe ? { disabled: true, 'aria-describedby': explanationId } : {};
  const button = (label: string, next: StaffChange, state: Disabled) => (
    <ActionButton label={label} onClick={() => setChange(next)} state={state} />
  );
  const name = member.display_name;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <Picker
          label={t('staffAdmin.list.roleOf', { name })}
          value={role}
          options={choices.roles}
          onPick={setRole}
          disabled={notMine}
        />
        {button(
          t('staffAdmin.list.changeRole'),
          { kind: 'role', role },
          isMe ? notMine : { disabled: role === member.role || member.role_grant !== null },
        )}
      </div>
      {member.role_grant && (
        <div className="flex flex-wrap items-center gap-2">
          {button(
            t('staffAdmin.list.approveRole'),
            {
              kind: 'approve-role',
              role: member.role_grant.role,
              askedBy: member.role_grant.requested_by_email,
            },
            askedByMe ? { disabled: true, 'aria-describedby': requestId } : {},
          )}
          {button(
            t('staffAdmin.list.rejectRole'),
            { kind: 'reject-role', role: member.role_grant.role },
            {},
          )}
          {askedByMe && (
            <p id={requestId} className="text-xs text-gray-600 dark:text-gray-400">
              {t('staffAdmin.list.yourRequest')}
            </p>
          )}
        </div>
      )}
      <div className="flex items-center gap-2">
        <Picker
          label={t('staffAdmin.list.languageOf', { name })}
          value={language}
          options={choices.languages}
          onPick={setLanguage}
        />
        {button(
          t('staffAdmin.list.changeLanguage'),
          { kind: 'language', language },
          { disabled: language === member.language },
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {button(t('staffAdmin.list.resetMfa'), { kind: 'reset-mfa' }, notMine)}
        {button(t('staffAdmin.list.deactivate'), { kind: 'deactivate' }, notMine)}
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
