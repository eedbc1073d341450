/**
 * Reads a platform answer without losing digits: integers become bigint (wei exceed 2^53),
 * other numbers stay numbers. An empty body reads as null. Only the endpoint's schema sees the
 * bigints; it turns them into decimal strings so the store stays serialisable. The parser is
 * fetched with the first platform answer, so public pages never download it.
 */
export async function readLosslessly(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  const { parse, parseNumberAndBigInt } = await import('lossless-json');
  try {
    return parse(text, null, parseNumberAndBigInt);
  } catch {
    // Not JSON (a proxy's HTML page): the caller reports an unreadable answer.
    return text;
  }
}
