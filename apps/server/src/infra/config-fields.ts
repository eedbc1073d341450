import { type Province, provinces } from '@maple/contracts';
import { type AssetCode, type CryptoAssetCode, isAssetCode, isCryptoAssetCode } from '@maple/money';
import { z } from 'zod';

/** Parsers of the environment's values that need more than a line (infra's and the modules' configuration fragments). */

export const portSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const secondsField = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const seconds = (fallback: number) => secondsField(1, 31_536_000).default(fallback);

/** Seconds whose default depends on NODE_ENV (infra/funding-timings.ts): unset stays unset. */
export const secondsUnlessSet = (min = 1, max = 31_536_000) => secondsField(min, max).optional();

/** `kid:base64key` pairs, comma-separated; the first encrypts, all decrypt (rotation). */
export const encryptionKeysSchema = z.string().transform((value, ctx) => {
  const keys = value.split(',').map((entry) => {
    const [id, material, extra] = entry.trim().split(':');
    const key = material === undefined ? Buffer.alloc(0) : Buffer.from(material, 'base64');
    return {
      id: id ?? '',
      key,
      ok: extra === undefined && /^[a-z0-9]{1,16}$/.test(id ?? '') && key.length === 32,
    };
  });
  if (keys.some((k) => !k.ok)) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be kid:base64 pairs with 32-byte keys (kid: a-z0-9, ≤16)',
    });
    return z.NEVER;
  }
  return keys.map(({ id, key }) => ({ id, key }));
});

export const milliseconds = (fallback: number) =>
  z.coerce.number().int().min(100).max(600_000).default(fallback);

/** An amount of CAD in cents, up to CAD 1 billion. */
export const cents = (fallback: number) =>
  z.coerce.number().int().min(1).max(100_000_000_000).default(fallback);

/** An amount in an asset's base units (satoshis, wei, drops…): a positive integer. */
export const baseUnits = (fallback: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,30}$/, { error: 'must be a positive whole number of base units' })
    .default(fallback)
    .transform((value) => BigInt(value));

const isProvince = (code: string): code is Province => provinces.some((p) => p === code);

/** Province codes, comma-separated (`BC,MB,QC`); `none` for an empty list. */
export const provinceListSchema = z.string().transform((value, ctx): Province[] => {
  if (value.trim() === 'none') return [];
  const codes = value.split(',').map((code) => code.trim().toUpperCase());
  const unknown = codes.filter((code) => !isProvince(code));
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be province codes (${provinces.join(',')}) or none; not ${unknown.join(',')}`,
    });
    return z.NEVER;
  }
  return [...new Set(codes.filter(isProvince))];
});

/**
 * Whole numbers per crypto asset, `BTC:2,ETH:12`: the assets named override their defaults
 * (infra/chain-timings.ts), the others keep them.
 */
export const assetNumbersSchema = (min: number, max: number) =>
  z.string().transform((value, ctx): Partial<Record<CryptoAssetCode, number>> => {
    const entries = value.split(',').map((entry) => entry.trim().split(':'));
    const parsed: Partial<Record<CryptoAssetCode, number>> = {};
    for (const [asset = '', count = '', ...extra] of entries) {
      const code = asset.trim().toUpperCase();
      const number = Number(count);
      if (
        extra.length > 0 ||
        !isCryptoAssetCode(code) ||
        !/^\d+$/.test(count.trim()) ||
        number < min ||
        number > max
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `must be ASSET:number pairs, comma-separated, numbers ${min} to ${max} (BTC:2,ETH:12)`,
        });
        return z.NEVER;
      }
      parsed[code] = number;
    }
    return parsed;
  });

/**
 * Whole amounts in base units per asset, `CAD:500000,BTC:100000000`: the assets named override
 * their defaults, the others keep them. Each is positive and at most 30 digits, far inside what
 * a balance column holds, so an amount under it can always be booked.
 */
export const assetAmountsSchema = z
  .string()
  .transform((value, ctx): Partial<Record<AssetCode, bigint>> => {
    const parsed: Partial<Record<AssetCode, bigint>> = {};
    for (const entry of value.split(',')) {
      const [asset = '', amount = '', ...extra] = entry.trim().split(':');
      const code = asset.trim().toUpperCase();
      if (extra.length > 0 || !isAssetCode(code) || !/^[1-9]\d{0,29}$/.test(amount.trim())) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be ASSET:base units pairs, comma-separated (CAD:500000,BTC:100000000)',
        });
        return z.NEVER;
      }
      parsed[code] = BigInt(amount.trim());
    }
    return parsed;
  });
