import {
  alwaysEmailedTopics,
  channelsOf,
  isChoosable,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationTopic,
  notificationChannels,
  notificationTopics,
} from '@maple/contracts';

type AlwaysEmailedTopic = (typeof alwaysEmailedTopics)[number];

/** Whether `topic` is one whose e-mail cannot be switched off, so the page says why. */
export const isAlwaysEmailed = (topic: NotificationTopic): topic is AlwaysEmailedTopic =>
  alwaysEmailedTopics.some((always) => always === topic);

/** Whether `topic` offers `channel` at all: news, for one, is e-mail only. */
export const isOffered = (topic: NotificationTopic, channel: NotificationChannel): boolean =>
  channelsOf(topic).includes(channel);

/**
 * The settings with one choice changed. An always-sent e-mail and a channel the topic does not
 * offer are left as they are, so what is sent always passes the contract.
 */
export function withChoice(
  settings: NotificationSettings,
  topic: NotificationTopic,
  channel: NotificationChannel,
  on: boolean,
): NotificationSettings {
  if (!isOffered(topic, channel) || !isChoosable(topic, channel)) return settings;
  return { ...settings, [topic]: { ...settings[topic], [channel]: on } };
}

/** The choice a field error of the server is about (`body.withdrawals.email`), if any. */
export function choiceAt(
  path: string,
): { topic: NotificationTopic; channel: NotificationChannel } | undefined {
  const [topicPart, channelPart] = path.replace(/^body\./, '').split('.');
  const topic = notificationTopics.find((candidate) => candidate === topicPart);
  const channel = notificationChannels.find((candidate) => candidate === channelPart);
  return topic && channel ? { topic, channel } : undefined;
}
