import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '../../infra/errors.js';

/** zxcvbn score 3 = "safely unguessable: moderate protection from offline slow-hash attacks". */
const MIN_SCORE = 3;

let zxcvbn: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded and built on first use, not at start: the dictionaries' modules alone hold about 70 MB,
 * which a server that nobody signs up on would keep for nothing.
 */
function estimator(): Promise<ZxcvbnFactory> {
  zxcvbn ??= buildEstimator();
  return zxcvbn;
}

async function buildEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, english, french] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-fr'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Estimation time grows steeply with length and l33t variants (seconds at 128 characters),
    // a cheap way to tie up the server. 64 characters that pass are strong whatever follows.
    maxLength: 64,
    l33tMaxSubstitutions: 8,
  });
}

/**
 * Refuses a password that is easy to guess or common (NIST SP 800-63B: screen against known
 * and guessable passwords, no composition rules). Length (12–128) is checked by the request
 * schema. The user's own e-mail and name count as guessable.
 */
export async function assertStrongPassword(
  password: string,
  personal: readonly string[],
  field = 'password',
): Promise<void> {
  const inputs = personal.flatMap((value) => [value, ...value.split(/[@.\s]+/)]);
  const result = (await estimator()).check(
    password,
    inputs.filter((value) => value.length >= 3),
  );
  if (result.score >= MIN_SCORE) return;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  const message = `This password is too easy to guess${hint ? `: ${hint.replace(/\.$/, '')}` : ''}. Try a longer phrase of unrelated words.`;
  throw new AppError('invalid_parameter', message, [
    { path: `body.${field}`, message: 'This password is too easy to guess' },
  ]);
}
