import {
  type KycApplication,
  type KycStatus,
  kycApplicationSchema,
  kycStepIds,
  maskSin,
} from '@maple/contracts';
import { type FakeAnswer, type FakeRequest, type FakeRoute, fakeServer } from './fake-server';
import { kycApplication, kycStatus, verificationGuid } from './kyc-fixtures';

const stepPath = `/customers/kyc/${verificationGuid}`;

const answer = (data: unknown): FakeAnswer => ({ body: { data } });

/** What the server keeps of a step: the SIN only masked. */
const kept = (step: string, body: unknown): unknown => {
  if (step !== 'tax' || typeof body !== 'object' || body === null || !('sin' in body)) return body;
  return { sin_masked: maskSin(String(body.sin)) };
};

/**
 * The identity-verification endpoints as the server answers them, over one application that
 * each save changes. Routes given by the test take precedence.
 */
export function serveKyc({
  application = kycApplication(),
  status = {},
  routes = {},
}: {
  application?: KycApplication;
  status?: Partial<KycStatus>;
  routes?: Record<string, FakeRoute>;
} = {}) {
  let current = application;
  const save = (step: string) => (request: FakeRequest) => {
    current = kycApplicationSchema.parse({
      ...current,
      steps: { ...current.steps, [step]: kept(step, request.body) },
      missing: current.missing.filter((item) => item !== step),
    });
    return answer(current);
  };
  const upload = (kind: string) => () => {
    current = kycApplicationSchema.parse({
      ...current,
      files: [
        ...current.files.filter((file) => file.kind !== kind),
        { kind, content_type: 'image/jpeg', size: 2048, uploaded_at: '2026-11-20T15:00:00.000Z' },
      ],
      missing: current.missing.filter((item) => item !== kind),
    });
    return answer(current);
  };
  const requests = fakeServer({
    'GET /customers/kyc': () => answer(kycStatus({ verification: current, ...status })),
    [`GET ${stepPath}`]: () => answer(current),
    ...Object.fromEntries(kycStepIds.map((step) => [`PUT ${stepPath}/steps/${step}`, save(step)])),
    ...Object.fromEntries(
      ['id_front', 'id_back', 'selfie', 'supporting_document', 'proof_of_address'].map((kind) => [
        `PUT ${stepPath}/files/${kind}`,
        upload(kind),
      ]),
    ),
    ...routes,
  });
  return { requests, current: () => current };
}
