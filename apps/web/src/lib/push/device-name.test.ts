import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { deviceName } from './device-name';

const userAgents = {
  'Chrome on Linux':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Chrome on Android':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Chrome on ChromeOS':
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Edge on Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Opera on Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
  'Samsung Internet on Android':
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  'Firefox on Android': 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  'Firefox on macOS':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Safari on macOS':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Safari on iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  // Added to the Home Screen, where iOS lets a site receive notifications: no browser named.
  'Safari on iPad':
    'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

describe('the name a device is listed under', () => {
  it('names the browser and the system from the user agent', () => {
    for (const [name, userAgent] of Object.entries(userAgents)) {
      expect(deviceName(userAgent, i18n.t)).toBe(name);
    }
  });

  it('says what it knows, and "This browser" when it knows nothing', () => {
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/1.0', i18n.t)).toBe(
      'A browser on Linux',
    );
    expect(deviceName('Mozilla/5.0 Firefox/133.0', i18n.t)).toBe('Firefox');
    expect(deviceName('', i18n.t)).toBe('This browser');
  });

  it("is in the reader's language, within the server's 60 characters", async () => {
    await i18n.changeLanguage('fr-CA');
    expect(deviceName(userAgents['Firefox on Android'], i18n.t)).toBe('Firefox sur Android');
    expect(deviceName('', i18n.t)).toBe('Ce navigateur');
    for (const userAgent of Object.values(userAgents)) {
      expect(deviceName(userAgent, i18n.t).length).toBeLessThanOrEqual(60);
    }
  });
});
