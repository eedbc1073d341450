import type { TFunction } from 'i18next';

/**
 * Browsers by a token of their user agent, most specific first: Edge, Opera and Samsung Internet
 * also say "Chrome", and Chrome says "Safari".
 */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iPads ask for desktop pages and may say "Macintosh": they are told apart by touch, not here. */
const platforms: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, names: readonly [RegExp, string][]): string | undefined =>
  names.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * On an iPhone or iPad every browser is Safari's engine, and notifications come only to a site
 * added to the Home Screen, whose user agent names no browser at all.
 */
function browserOf(userAgent: string, platform: string | undefined): string | undefined {
  const browser = firstMatch(userAgent, browsers);
  if (browser === undefined && (platform === 'iPhone' || platform === 'iPad')) return 'Safari';
  return browser;
}

/** The server's limit on a device's name (pushDeviceNameSchema). */
const maxLength = 60;

/**
 * The name a device is listed under, from its browser's user agent, in the reader's language:
 * "Chrome on Linux", "Safari on iPhone"; "This browser" when the user agent says neither.
 */
export function deviceName(userAgent: string, t: TFunction): string {
  const platform = firstMatch(userAgent, platforms);
  const browser = browserOf(userAgent, platform);
  return named(browser, platform, t).slice(0, maxLength);
}

function named(browser: string | undefined, platform: string | undefined, t: TFunction): string {
  if (browser !== undefined && platform !== undefined)
    return t('push.deviceName.browserOnPlatform', { browser, platform });
  if (browser !== undefined) return browser;
  if (platform !== undefined) return t('push.deviceName.platform', { platform });
  return t('push.deviceName.unknown');
}
