/**
 * English (Canada) words of web push notifications: the section of /settings-notifications that
 * turns them on in this browser and lists the customer's devices, and the name a device is
 * listed under; part of the catalogue in en-CA.ts.
 */
export const pushEnCA = {
  push: {
    settings: {
      title: 'Notifications on this device',
      description:
        'Turned on in each browser you choose. They arrive even when Maple Exchange is closed.',
      loadFailed: 'Your notification settings could not be loaded.',
      unsupported:
        'This browser cannot receive notifications. Use an up-to-date Chrome, Edge, Firefox or Safari. On an iPhone or iPad, first add Maple Exchange to your Home Screen (Share, then Add to Home Screen), then open it from there.',
      denied:
        'Notifications are blocked for this site in your browser’s settings. To allow them, open the site’s settings (the icon at the left of the address bar), set Notifications to Allow, then reload this page.',
      offIntro:
        'Get a notification when a withdrawal, a new wallet or a new bank account needs your approval.',
      turnOn: 'Turn on notifications',
      turningOn: 'Turning on…',
      on: 'Notifications are on for this device.',
      off: 'Notifications are off for this device.',
      sendTest: 'Send a test notification',
      sendingTest: 'Sending…',
      testSent: 'Sent. The test notification should appear on this device in a moment.',
      turnOff: 'Turn off',
      turningOff: 'Turning off…',
      failure: {
        denied:
          'Notifications were not allowed. To turn them on, allow notifications for this site in your browser’s settings, then try again.',
        dismissed:
          'Your browser asked whether to show notifications, and got no answer. Try again and choose Allow.',
        unavailable:
          'This browser’s notification service is not available. Try again later. If it keeps failing, check that push notifications are allowed in the browser’s privacy settings, or use another browser.',
        failed:
          'Notifications could not be turned on in this browser. Try again, or use another browser.',
      },
      devicesTitle: 'Your devices',
      devicesEmpty: 'No device receives your notifications yet.',
      thisDevice: 'This device',
      added: 'Added {{date}}',
      lastDelivered: 'Last notification {{date}}',
      noneDelivered: 'No notification yet',
      remove: 'Remove',
      removeLabel: 'Remove {{name}}',
      removing: 'Removing…',
      removed: '“{{name}}” no longer receives notifications.',
    },
    /** The name a device is listed under, made from its browser's user agent. */
    deviceName: {
      browserOnPlatform: '{{browser}} on {{platform}}',
      platform: 'A browser on {{platform}}',
      unknown: 'This browser',
    },
  },
};
