import { describe, expect, it } from 'vitest';
import { readLosslessly } from './lossless';

describe('readLosslessly', () => {
  it('reads integers beyond 2^53 as exact bigints', async () => {
    const body = '{"platform_balance": 1234567890123456789012, "page": 0, "rate": 1.5}';
    expect(await readLosslessly(new Response(body))).toEqual({
      platform_balance: 1_234_567_890_123_456_789_012n,
      page: 0n,
      rate: 1.5,
    });
  });

  it('reads an empty body as null and leaves non-JSON text as it is', async () => {
    expect(await readLosslessly(new Response(''))).toBeNull();
    expect(await readLosslessly(new Response('<html>'))).toBe('<html>');
  });
});
