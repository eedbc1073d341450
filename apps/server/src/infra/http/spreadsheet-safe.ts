/**
 * A CSV cell a spreadsheet would read as a formula (=, +, -, @, tab, CR) is prefixed with `'`:
 * exports carry text customers typed, and staff open them in a spreadsheet (CSV injection).
 */
export function spreadsheetSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
