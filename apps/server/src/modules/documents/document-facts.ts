import { z } from 'zod';
import type { DocumentLanguage } from './pdf/document-spec.js';

/**
 * What the document makers share (ADR 75): how their frozen facts hold an amount, and how their
 * documents write a moment.
 */

/** An amount in minor units (cents for CAD), as frozen facts hold it: JSON has no bigint. */
export const factDigits = z.string().regex(/^\d{1,78}$/);

/** A moment in Toronto, where the platform reports from, with the date, time and zone in words. */
export const torontoMoment = (iso: string, language: DocumentLanguage): string =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
