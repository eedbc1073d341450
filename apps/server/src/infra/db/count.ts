/**
 * A `count(*)` as a number. PostgreSQL answers `bigint`, which both drivers hand back as a
 * JavaScript bigint (or its text, when the query types it so); a count of rows always fits a
 * number. Counts are never money: amounts stay bigint (packages/money).
 */
export const countOf = (value: bigint | string | number): number => Number(value);
