import {
  isChoosable,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationTopic,
  notificationChannels,
  notificationTopics,
  settingOf,
} from '@maple/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hintClasses } from '../../../components/form/form-styles';
import { isAlwaysEmailed, isOffered, withChoice } from '../notification-choices';
import { Switch } from './Switch';

/**
 * From `sm` up, a topic's words then a column per channel under one heading row; on a phone a
 * topic stacks above its three channels, each named beside its switch, so the page never
 * scrolls sideways.
 */
const columns = 'sm:grid-cols-[minmax(0,1fr)_repeat(3,6rem)]';
const cell = 'flex min-w-0 flex-col items-start gap-1 sm:items-center';
const phoneOnlyLabel = 'hyphens-auto text-sm text-gray-700 sm:hidden dark:text-gray-300';

interface RowProps {
  topic: NotificationTopic;
  settings: NotificationSettings;
  onChange: (settings: NotificationSettings) => void;
}

/** One channel of a topic: its switch, or a dash where the topic does not use that channel. */
function ChannelCell({
  channel,
  topicName,
  noteId,
  ...row
}: RowProps & { channel: NotificationChannel; topicName: string; noteId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const channelName = t(`notificationSettings.channels.${channel}`);
  const name = t(`notificationSettings.byChannel.${channel}`, { topic: topicName });
  if (!isOffered(row.topic, channel)) {
    return (
      <div className={cell}>
        <span aria-hidden="true" className={phoneOnlyLabel}>
          {channelName}
        </span>
        <span aria-hidden="true" className="leading-6 text-gray-500 dark:text-gray-400">
          —
        </span>
        <span className="sr-only">{t('notificationSettings.notOffered', { name })}</span>
      </div>
    );
  }
  const choosable = isChoosable(row.topic, channel);
  return (
    <div className={cell}>
      {/* The switch's own name says topic and channel; this only draws the column's heading. */}
      <label htmlFor={id} aria-hidden="true" className={phoneOnlyLabel}>
        {channelName}
      </label>
      <Switch
        id={id}
        name={name}
        checked={settingOf(row.settings, row.topic, channel)}
        disabled={!choosable}
        describedBy={choosable ? undefined : noteId}
        onCheckedChange={(on) => row.onChange(withChoice(row.settings, row.topic, channel, on))}
      />
    </div>
  );
}

function TopicRow(row: RowProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const topicName = t(`notificationSettings.topics.${row.topic}`);
  return (
    <li className={`grid gap-3 py-4 sm:items-center sm:gap-4 ${columns}`}>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{topicName}</p>
        <p className={hintClasses}>{t(`notificationSettings.hints.${row.topic}`)}</p>
        {isAlwaysEmailed(row.topic) && (
          <p id={noteId} className="mt-1 text-sm font-medium text-gray-800 dark:text-gray-200">
            {t(`notificationSettings.alwaysEmailed.${row.topic}`)}
          </p>
        )}
      </div>
      <div className="grid grid-cols-3 gap-2 sm:contents">
        {notificationChannels.map((channel) => (
          <ChannelCell
            key={channel}
            channel={channel}
            topicName={topicName}
            noteId={noteId}
            {...row}
          />
        ))}
      </div>
    </li>
  );
}

/** Every topic shown by every channel; push reaches only subscribed devices. */
export function NotificationGrid({
  settings,
  onChange,
}: {
  settings: NotificationSettings;
  onChange: (settings: NotificationSettings) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      {/* Each switch's name carries its channel: the heading row is for the eye only. */}
      <div
        aria-hidden="true"
        className={`hidden gap-4 text-sm font-medium text-gray-700 sm:grid dark:text-gray-300 ${columns}`}
      >
        <span />
        {notificationChannels.map((channel) => (
          <span key={channel} className="text-center">
            {t(`notificationSettings.channels.${channel}`)}
          </span>
        ))}
      </div>
      <ul className="divide-y divide-gray-200 border-y border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {notificationTopics.map((topic) => (
          <TopicRow key={topic} topic={topic} settings={settings} onChange={onChange} />
        ))}
      </ul>
      <p className={hintClasses}>{t('notificationSettings.pushNote')}</p>
    </div>
  );
}
