/** The part of a `WindowClient` a notification's click uses. */
export interface AppWindow {
  readonly focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The part of the worker's `clients` a notification's click uses. */
export interface AppWindows {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Brings the app forward at `path`: a window of it already open (the focused one first) is
 * focused and navigated there, so the customer does not collect tabs; without one, a new window
 * opens. A window this worker does not control refuses to be navigated: a new one opens then.
 */
export async function openApp(clients: AppWindows, path: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((window) => window.focused) ?? windows[0];
  if (open === undefined) {
    await clients.openWindow(path);
    return;
  }
  try {
    await open.focus();
    await open.navigate(path);
  } catch {
    await clients.openWindow(path);
  }
}
