import { preciseCodesPreference } from '@maple/contracts';
import { cybridDescription, undeclared } from './cybrid-openapi.js';
import { isObject } from './openapi-diff.js';

/**
 * Every `/api` answer held to Cybrid's description (ADR 69): an error answers a (status,
 * `message_code`) Cybrid documents for its operation, and a success carries no field Cybrid's
 * schema for that operation and status does not declare. Test apps check each answer they send
 * (`testing/test-app.ts`); `testing/sound-books.setup.ts` fails the test that produced one that
 * is not.
 *
 * What an operation documents: each status among its responses, with the codes of that
 * status's examples. A status it documents without examples takes the codes Cybrid uses for that
 * status anywhere (its examples are missing, not its vocabulary).
 */

type Json = Record<string, unknown>;
type Documented = ReadonlyMap<number, ReadonlySet<string>>;

/**
 * Refusals of the transport, not of an operation, which no operation of Cybrid's documents but
 * any request may meet: a body over the size limit, a body that is not JSON, too many requests,
 * a database that cannot answer now (with Retry-After). A 500 is never expected.
 */
export const transportRefusals: readonly (readonly [number, string])[] = [
  [413, 'payload_too_large'],
  [415, 'unsupported_media_type'],
  [429, 'rate_limited'],
  [503, 'service_unavailable'],
];

/**
 * Operations that document no refusal of their input at all (only 401 and 403, or nothing), and
 * the one they answer bad input with: Cybrid's own code for a bad parameter, at the status
 * Cybrid documents it with. Each with its reason; the list only shrinks.
 */
export const inputRefusalsBeyondCybrid: readonly {
  operation: string;
  status: number;
  code: string;
  reason: string;
}[] = [
  ...['GET /api/assets', 'GET /api/symbols'].map((operation) => ({
    operation,
    status: 400,
    code: 'invalid_value',
    reason: 'a page out of range is refused, as every Cybrid list refuses one',
  })),
  {
    operation: 'POST /api/deposit_addresses',
    status: 400,
    code: 'invalid_parameter',
    reason: 'a body that is not an account guid, or names no account of the caller, is refused',
  },
  {
    operation: 'POST /api/deposit_addresses',
    status: 422,
    code: 'unverified_customer',
    reason: 'an address is given to a verified customer only, as a transfer (Cybrid’s code)',
  },
  {
    operation: 'POST /api/identity_verifications',
    status: 400,
    code: 'invalid_parameter',
    reason: 'a body that is not a verification Cybrid describes is refused',
  },
  {
    operation: 'GET /api/customers/{customer_guid}',
    status: 400,
    code: 'invalid_parameter',
    reason: 'an include_pii other than true or false is refused (ADR 68)',
  },
  {
    operation: 'PATCH /api/external_bank_accounts/{external_bank_account_guid}',
    status: 400,
    code: 'invalid_parameter',
    reason: 'a body other than Cybrid’s PatchExternalBankAccount is refused',
  },
];

const responsesOf = (path: string, method: string): Json | undefined => {
  const paths = isObject(cybridDescription.paths) ? cybridDescription.paths : {};
  const item = paths[path];
  const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
  return isObject(operation) && isObject(operation.responses) ? operation.responses : undefined;
};

const jsonOf = (response: unknown): Json | undefined => {
  const content = isObject(response) ? response.content : undefined;
  const json = isObject(content) ? content['application/json'] : undefined;
  return isObject(json) ? json : undefined;
};

/** The message codes of a response's examples. */
function exampleCodes(response: unknown): string[] {
  const examples = jsonOf(response)?.examples;
  if (!isObject(examples)) return [];
  return Object.values(examples).flatMap((example) => {
    const value = isObject(example) ? example.value : undefined;
    return isObject(value) && typeof value.message_code === 'string' ? [value.message_code] : [];
  });
}

function everyOperation(): Json[] {
  const paths = isObject(cybridDescription.paths) ? Object.values(cybridDescription.paths) : [];
  return paths.filter(isObject).flatMap((item) => Object.values(item).filter(isObject));
}

/** Each status Cybrid documents anywhere, with every code it gives that status. */
const codesByStatus: Documented = (() => {
  const found = new Map<number, Set<string>>();
  for (const operation of everyOperation()) {
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      const codes = found.get(Number(status)) ?? new Set<string>();
      for (const code of exampleCodes(response)) codes.add(code);
      found.set(Number(status), codes);
    }
  }
  return found;
})();

/** Every code Cybrid's description uses: what an operation it does not describe may answer. */
const vocabulary = new Set([...codesByStatus.values()].flatMap((codes) => [...codes]));

function documentedFor(operation: string, responses: Json): Documented {
  const documented = new Map<number, Set<string>>();
  const add = (status: number, codes: Iterable<string>) =>
    documented.set(status, new Set([...(documented.get(status) ?? []), ...codes]));
  for (const [status, response] of Object.entries(responses)) {
    const codes = exampleCodes(response);
    add(Number(status), codes.length > 0 ? codes : (codesByStatus.get(Number(status)) ?? []));
  }
  for (const [status, code] of transportRefusals) add(status, [code]);
  for (const extra of inputRefusalsBeyondCybrid) {
    if (extra.operation === operation) add(extra.status, [extra.code]);
  }
  return documented;
}

const documentedCache = new Map<string, Documented>();

/** An answer as a test app sent it. */
export interface SentAnswer {
  method: string;
  /** The route's URL as registered (`/api/trades/:trade_guid`); undefined when none matched. */
  route: string | undefined;
  status: number;
  body: unknown;
  preferenceApplied: boolean;
}

const refusalProblem = (where: string, documented: Documented, answer: SentAnswer) => {
  const code = isObject(answer.body) ? String(answer.body.message_code) : 'no message_code';
  const codes = documented.get(answer.status);
  if (codes === undefined)
    return [`${where} answered ${answer.status}, which it does not document`];
  // Our precise reasons go only to a caller that asked for them (our own web app).
  if (answer.preferenceApplied || codes.has(code)) return [];
  return [`${where} answered ${answer.status} ${code}, which it does not document`];
};

/** What is wrong with one answer, by Cybrid's description; empty when nothing is. */
export function answerProblems(answer: SentAnswer): string[] {
  if (answer.route === undefined || !answer.route.startsWith('/api/')) return [];
  const path = answer.route.replace(/:(\w+)/g, '{$1}');
  const where = `${answer.method} ${path}`;
  const responses = responsesOf(path, answer.method);
  if (responses === undefined) {
    // Not Cybrid's operation (the bank token's exchange, a transfer's cancellation): its refusals
    // still speak Cybrid's vocabulary.
    if (answer.status < 400 || answer.preferenceApplied) return [];
    const code = isObject(answer.body) ? String(answer.body.message_code) : '';
    const transport = transportRefusals.some(
      ([status, known]) => status === answer.status && known === code,
    );
    return vocabulary.has(code) || transport
      ? []
      : [`${where} answered ${answer.status} ${code}, outside Cybrid's vocabulary`];
  }
  const documented = documentedCache.get(where) ?? documentedFor(where, responses);
  documentedCache.set(where, documented);
  if (answer.status >= 400) return refusalProblem(where, documented, answer);
  const schema = jsonOf(responses[String(answer.status)])?.schema;
  if (schema === undefined) {
    return documented.has(answer.status)
      ? []
      : [`${where} answered ${answer.status}, which it does not document`];
  }
  return undeclared(schema, answer.body, `${where} ${answer.status}`);
}

/** Whether an answer's `Preference-Applied` header honours our precise codes. */
export const honoursPreciseCodes = (header: unknown): boolean =>
  typeof header === 'string' && header.toLowerCase().includes(preciseCodesPreference);
