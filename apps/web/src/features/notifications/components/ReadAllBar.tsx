import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';
import type { ApiError } from '../../../lib/api/api-error';

/**
 * How many notifications are unread and the way to mark them all read. The count line is a
 * status, so what "Mark all as read" did is announced as it changes.
 */
export function ReadAllBar({
  unread,
  busy,
  failure,
  onReadAll,
}: {
  unread: number;
  busy: boolean;
  failure: ApiError | null;
  onReadAll: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium">
          {unread > 0
            ? t('notifications.unreadCount', { count: unread })
            : t('notifications.allCaughtUp')}
        </p>
        {unread > 0 && (
          <button
            type="button"
            onClick={onReadAll}
            disabled={busy}
            aria-busy={busy}
            className={secondaryButtonClasses}
          >
            {busy && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
            {t(busy ? 'notifications.markingAllRead' : 'notifications.markAllRead')}
          </button>
        )}
      </div>
      <FailureAlert failure={failure} />
    </div>
  );
}
