import type { TaxHolding } from '@maple/contracts';
import { type CryptoAssetCode, toDecimalString } from '@maple/money';
import type { FakeAnswer } from './fake-server';
import { quietYear } from './tax-fixtures';

/** The tax year the book cost tests run in: they fix the clock inside it. */
export const bookCostYear = 2026;
export const bookCostNow = new Date('2026-06-15T16:00:00.000Z');

/** An asset held now, `quantity` in minor units, its book cost in CAD cents. */
export const held = (
  asset: CryptoAssetCode,
  quantity: bigint,
  costCents: bigint,
  estimated = false,
): TaxHolding => ({
  asset,
  quantity: quantity.toString(),
  quantity_decimal: toDecimalString(quantity, asset),
  cost_cents: costCents.toString(),
  estimated,
});

/** `GET /customers/tax/2026` answering these holdings (no dispositions: they play no part here). */
export const holdingsAnswer = (holdings: TaxHolding[]): FakeAnswer => ({
  body: { data: { ...quietYear(bookCostYear), holdings } },
});
