import { describe, expect, it } from 'vitest';
import { appPath, fallbackPath, isPushMessage, pathOf } from './push-message';

const origin = 'https://maple.example';

const message = {
  title: 'Approve your withdrawal',
  body: 'Approve your withdrawal of 0.5 BTC to your wallet bc1q…4f2',
  url: '/approvals',
  tag: 'approval-withdrawal-1',
  lang: 'en-CA',
};

describe("the service worker's message guard", () => {
  it('accepts a message with every field a string, and extra fields a newer server may add', () => {
    expect(isPushMessage(message)).toBe(true);
    expect(isPushMessage({ ...message, badge_count: 2 })).toBe(true);
  });

  it('ignores anything else', () => {
    expect(isPushMessage(null)).toBe(false);
    expect(isPushMessage('Approve your withdrawal')).toBe(false);
    expect(isPushMessage([message])).toBe(false);
    for (const field of Object.keys(message)) {
      expect(isPushMessage({ ...message, [field]: undefined }), field).toBe(false);
      expect(isPushMessage({ ...message, [field]: 1 }), field).toBe(false);
    }
  });
});

describe('the path a notification opens', () => {
  it("is the message's path of the app, query and fragment kept", () => {
    expect(appPath('/approvals', origin)).toBe('/approvals');
    expect(appPath('/orders?page=2#latest', origin)).toBe('/orders?page=2#latest');
  });

  it('is the dashboard for anything that is not a path of this origin', () => {
    for (const url of [
      'https://evil.example/approvals',
      '//evil.example/approvals',
      '/\\evil.example/approvals',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'approvals',
      '',
      undefined,
      42,
    ]) {
      expect(appPath(url, origin), String(url)).toBe(fallbackPath);
    }
    expect(fallbackPath).toBe('/dashboard');
  });

  it("is read from a shown notification's data", () => {
    expect(pathOf({ url: '/approvals' })).toBe('/approvals');
    expect(pathOf(null)).toBeUndefined();
    expect(appPath(pathOf(undefined), origin)).toBe(fallbackPath);
  });
});
