import { z } from 'zod';

/**
 * The query parameters `/market`'s operations share, as CoinGecko v3 spells them. Each refusal
 * names the parameter and what it takes; the error handler answers it in CoinGecko's `{ error }`.
 */

/** Only CAD is quoted (docs/product/data.md); CoinGecko accepts the currency in any case. */
export const vsCurrency = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.literal('cad', { error: 'invalid vs_currency: only cad is supported' }));

/** `vs_currencies`: a list, every currency of which must be one we quote. */
export const vsCurrencies = z
  .string()
  .max(200)
  .transform((value) =>
    value
      .toLowerCase()
      .split(',')
      .map((currency) => currency.trim()),
  )
  .pipe(
    z.array(z.literal('cad', { error: 'invalid vs_currencies: only cad is supported' })).min(1),
  );

/** Decimal places a price is sent with (CoinGecko's `precision`). */
export const precision = z
  .union([z.literal('full'), z.coerce.number().int().min(0).max(18)], {
    error: 'precision must be full or a whole number from 0 to 18',
  })
  .optional();

/** A CoinGecko boolean parameter, `true` or `false`, with its default. */
export const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true');

/** A comma-separated list, each item trimmed and lower-cased; empty items dropped. */
export const commaList = z
  .string()
  .max(1000)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** `include_tokens`: which coins a symbol finds; each of ours has a symbol of its own. */
export const includeTokens = z.enum(['top', 'all']).optional();

/** The coin a path names, as CoinGecko's ids are matched: in any case. */
export const coinParams = z.object({ id: z.string().max(100) });

/**
 * A moment as CoinGecko's `from` and `to` take it, in milliseconds: UNIX seconds, or an ISO date
 * (`YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, UTC).
 */
export const instant = z
  .string()
  .regex(/^(\d{1,11}(\.\d{1,6})?|\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d)?)?)$/, {
    error: 'must be a UNIX timestamp or an ISO date (YYYY-MM-DD or YYYY-MM-DDTHH:MM)',
  })
  .transform((text) =>
    text.includes('-')
      ? Date.parse(`${text.includes('T') ? text : `${text}T00:00`}Z`)
      : Math.round(Number(text) * 1000),
  )
  .pipe(z.number({ error: 'is not a date' }));
