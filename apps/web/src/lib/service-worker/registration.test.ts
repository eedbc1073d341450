import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePushBrowser } from '../../test/fake-push';
import { registerServiceWorker, registerServiceWorkerWhenIdle } from './registration';

afterEach(() => {
  vi.useRealTimers();
});

describe("the app's service worker registration", () => {
  it('registers /sw.js for the whole app once, whoever asks', async () => {
    const browser = fakePushBrowser();
    const first = registerServiceWorker();
    const second = registerServiceWorker();
    expect(second).toBe(first);
    await first;
    await registerServiceWorker();
    expect(browser.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('tries again after a failed registration', async () => {
    const browser = fakePushBrowser();
    const register = vi
      .spyOn(navigator.serviceWorker, 'register')
      .mockRejectedValueOnce(new DOMException('offline', 'NetworkError'));
    await expect(registerServiceWorker()).rejects.toThrow('offline');
    register.mockRestore();
    await registerServiceWorker();
    expect(browser.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('waits for the loaded page to be idle before registering', async () => {
    vi.useFakeTimers();
    const browser = fakePushBrowser();
    registerServiceWorkerWhenIdle();
    expect(browser.registered).toEqual([]);
    await vi.runAllTimersAsync();
    expect(browser.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('registers nothing once cancelled: the signed-in pages were left before the browser was idle', async () => {
    vi.useFakeTimers();
    const browser = fakePushBrowser();
    const cancel = registerServiceWorkerWhenIdle();
    cancel();
    await vi.runAllTimersAsync();
    expect(browser.registered).toEqual([]);
  });

  it('does nothing in a browser without service workers (jsdom has none)', () => {
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => registerServiceWorkerWhenIdle()).not.toThrow();
  });
});
