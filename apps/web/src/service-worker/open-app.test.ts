import { describe, expect, it } from 'vitest';
import { type AppWindow, openApp } from './open-app';

/** A window of the app, recording what the worker asked of it. */
function appWindow({ focused = false, controlled = true } = {}) {
  const calls: string[] = [];
  const window: AppWindow = {
    focused,
    focus: async () => calls.push('focus'),
    navigate: async (url) => {
      if (!controlled) throw new TypeError('not controlled by this worker');
      calls.push(`navigate ${url}`);
    },
  };
  return { window, calls };
}

function clientsWith(windows: AppWindow[]) {
  const opened: string[] = [];
  return {
    opened,
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => opened.push(url),
    },
  };
}

describe("a notification's click", () => {
  it('opens a window at the path when the app is not open', async () => {
    const { clients, opened } = clientsWith([]);
    await openApp(clients, '/approvals');
    expect(opened).toEqual(['/approvals']);
  });

  it('brings the focused window of the app forward and takes it to the path', async () => {
    const first = appWindow();
    const focused = appWindow({ focused: true });
    const { clients, opened } = clientsWith([first.window, focused.window]);
    await openApp(clients, '/approvals');
    expect(focused.calls).toEqual(['focus', 'navigate /approvals']);
    expect(first.calls).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('opens a new window when the open one will not be navigated', async () => {
    const uncontrolled = appWindow({ controlled: false });
    const { clients, opened } = clientsWith([uncontrolled.window]);
    await openApp(clients, '/approvals');
    expect(opened).toEqual(['/approvals']);
  });
});
