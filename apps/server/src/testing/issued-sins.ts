/**
 * Every SIN a test of this file has made (test files run in their own module graph): each test
 * app checks, as it closes, that none of them reached its log in any written form.
 */
const issued = new Set<string>();

export function issueSin(sin: string): string {
  issued.add(sin);
  return sin;
}

/** The forms a SIN could be written in: its digits, spaced, hyphenated. */
export const formsOf = (sin: string): string[] => [
  sin,
  `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`,
  `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`,
];

/** Throws naming the log line that holds an issued SIN; the SIN is not repeated in the error. */
export function assertNoIssuedSin(logs: readonly Record<string, unknown>[]): void {
  const forms = [...issued].flatMap(formsOf);
  if (forms.length === 0) return;
  for (const line of logs) {
    const text = JSON.stringify(line);
    if (forms.some((form) => text.includes(form))) {
      throw new Error(`a SIN reached the log, in a line with msg ${JSON.stringify(line.msg)}`);
    }
  }
}
