import type { PriceAlertCondition, PriceAlertRequest, PriceAlertWindow } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import { dayOf, endOfDay, typedDecimal } from '../../lib/forms/typed-input';

/** The request's fields a problem may be about: each is shown at its control. */
export const alertFields = [
  'asset',
  'condition',
  'level',
  'move_percent',
  'window',
  'repeats',
  'cooldown_minutes',
  'expires_at',
] as const;
export type AlertField = (typeof alertFields)[number];

/**
 * The fields whose control shows a problem of its own; the others are chosen from lists that
 * hold only valid values, so a refusal about one is said above the form instead.
 */
export const fieldsWithMessages = [
  'condition',
  'level',
  'move_percent',
  'expires_at',
] as const satisfies readonly AlertField[];

export type RepeatChoice = 'once' | 'repeat';

/** The form as typed: numbers as text, the end date as the day picked (`YYYY-MM-DD` or ''). */
export interface AlertFormValues {
  asset: CryptoAssetCode;
  condition: PriceAlertCondition;
  level: string;
  move_percent: string;
  window: PriceAlertWindow;
  repeats: RepeatChoice;
  cooldown_minutes: string;
  expires_at: string;
}

/** The pauses offered between two alerts, in minutes: within the contract's 5 minutes to a week. */
export const cooldownChoices = [5, 15, 30, 60, 240, 720, 1_440, 10_080] as const;

/** A first alert: above a level, once, for the asset the link named (or bitcoin). */
export const blankAlert = (asset: CryptoAssetCode): AlertFormValues => ({
  asset,
  condition: 'above',
  level: '',
  move_percent: '',
  window: '24h',
  repeats: 'once',
  cooldown_minutes: '60',
  expires_at: '',
});

/**
 * The request the form stands for, before the contract checks it: each condition sends only its
 * own fields (the digest's shape has no level, move or repeat).
 */
export function alertRequestOf(values: AlertFormValues, language: string): PriceAlertRequest {
  const expiry = values.expires_at === '' ? {} : { expires_at: endOfDay(values.expires_at) };
  const repeat = {
    repeats: values.repeats === 'repeat',
    cooldown_minutes: Number(values.cooldown_minutes),
  };
  switch (values.condition) {
    case 'digest':
      return { condition: 'digest', asset: values.asset, ...expiry };
    case 'move':
      return {
        condition: 'move',
        asset: values.asset,
        move_percent: typedDecimal(values.move_percent, language),
        window: values.window,
        ...repeat,
        ...expiry,
      };
    default:
      return {
        condition: values.condition,
        asset: values.asset,
        level: typedDecimal(values.level, language),
        ...repeat,
        ...expiry,
      };
  }
}

/**
 * The days the end date may be, for the date picker: today through the day before a year from
 * now, whose close is still within the year the server allows. The server has the last word.
 */
export function expiryBounds(now: Date): { min: string; max: string } {
  const last = new Date(now.getFullYear() + 1, now.getMonth(), now.getDate() - 1);
  return { min: dayOf(now), max: dayOf(last) };
}
