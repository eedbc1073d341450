import { type TaxDisposition, taxDispositionColumns } from '@maple/contracts';
import { spreadsheetSafe } from '../../infra/http/spreadsheet-safe.js';

/** A number the answer wrote itself: a spreadsheet reads it as a number, never as a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A disposition's CSV cells in the contract's column order, each the JSON field of the same
 * name; null is an empty cell. Text cells are guarded against spreadsheet formulas, the numbers
 * left as they are (as the ledger export's, ADR 71), so a loss stays a negative number. The
 * /tax download and the kept tax report write the same cells.
 */
export const dispositionCells = (row: TaxDisposition): string[] =>
  taxDispositionColumns.map((column) => {
    const value = row[column];
    const cell = value === null ? '' : String(value);
    return NUMBER.test(cell) ? cell : spreadsheetSafe(cell);
  });
