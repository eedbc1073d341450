import {
  dataOf,
  kycApplicationSchema,
  kycFileMaxBytes,
  kycFileParamsSchema,
  kycInquiryParamsSchema,
  kycParamsSchema,
  kycStatusSchema,
  kycStepParamsSchema,
  recoveryRequestSchema,
  recoveryStartSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../infra/errors.js';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { KycService } from './kyc.service.js';
import { declarableTypes } from './kyc-files.js';

export interface KycRouteDeps {
  kyc: KycService;
  customers: CustomerService;
  auth: Authenticator;
  perMinute: number;
}

/** Room over the 10 MB file for the request's own overhead: the service refuses past 10 MB. */
const FILE_BODY_LIMIT = kycFileMaxBytes + 64 * 1024;

const application = { 200: dataOf(kycApplicationSchema) };

/** Rate-limited like the other customer calls, with the user token. */
const guardedBy = (deps: KycRouteDeps) => ({
  config: perIp(deps.perMinute, MINUTE),
  onRequest: deps.auth.require('user'),
});

/** An application's routes take an account recovery's token too, for its own verification. */
const applicationGuardedBy = (deps: KycRouteDeps) => ({
  config: perIp(deps.perMinute, MINUTE),
  onRequest: deps.auth.require('user', { recoveryTokens: true }),
});

/** The signed-in customer's guid, from the user token (never from the request). */
const customerGuidOf = (customers: CustomerService) => async (request: FastifyRequest) =>
  (await customers.caller(credentialsOf(request, 'user'))).customer.guid;

/**
 * Whose application this is: the signed-in customer's, or, with a recovery's token, its
 * customer's, and then only for the recovery's own verification (another answers 404, as
 * another customer's does).
 */
const applicantOf =
  (customers: CustomerService) =>
  async (request: FastifyRequest, verificationGuid: string): Promise<string> => {
    const recovery = request.credentials?.recovery;
    if (recovery === undefined) return customerGuidOf(customers)(request);
    if (recovery.verification !== verificationGuid) {
      throw new AppError('not_found', 'Identity verification not found');
    }
    return recovery.customer;
  };

/**
 * The built-in identity verification flow's own backend (docs/product/identity-verification.md):
 * the customer's standing, one application, its steps, its files and its submission, all `{ data }`
 * answers with the user token, the signed-in customer's own verifications only (another's answers
 * 404).
 */
export function registerKycRoutes(app: FastifyInstance, deps: KycRouteDeps) {
  const { kyc } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = guardedBy(deps);
  const customerGuid = customerGuidOf(deps.customers);
  const ofApplication = applicationGuardedBy(deps);
  const applicant = applicantOf(deps.customers);

  r.get(
    '/customers/kyc',
    { ...guarded, schema: { response: { 200: dataOf(kycStatusSchema) } } },
    async (request) => ({ data: await kyc.status(await customerGuid(request)) }),
  );

  r.get(
    '/customers/kyc/:identity_verification_guid',
    { ...ofApplication, schema: { params: kycParamsSchema, response: application } },
    async (request) => {
      const guid = request.params.identity_verification_guid;
      return { data: await kyc.application(await applicant(request, guid), guid) };
    },
  );

  // Where an API client sends its customer with a verification's `persona_inquiry_id` (ADR 65):
  // the signed-in customer's own only, so never with a recovery's token (recoveries have none).
  r.get(
    '/customers/kyc/inquiries/:inquiry_id',
    { ...guarded, schema: { params: kycInquiryParamsSchema, response: application } },
    async (request) => ({
      data: await kyc.inquiry(await customerGuid(request), request.params.inquiry_id),
    }),
  );

  r.put(
    '/customers/kyc/:identity_verification_guid/steps/:step',
    {
      ...ofApplication,
      schema: {
        params: kycStepParamsSchema,
        // Each step's own schema (packages/contracts kycStepSchemas) checks the body.
        body: z.record(z.string(), z.unknown()),
        response: application,
      },
    },
    async (request) => {
      const { identity_verification_guid: guid, step } = request.params;
      return {
        data: await kyc.flow.saveStep(await applicant(request, guid), guid, step, request.body),
      };
    },
  );

  r.post(
    '/customers/kyc/:identity_verification_guid/submit',
    { ...ofApplication, schema: { params: kycParamsSchema, response: application } },
    async (request) => {
      const guid = request.params.identity_verification_guid;
      return { data: await kyc.flow.submit(await applicant(request, guid), guid) };
    },
  );

  // Account recovery (ADR 59): opened with the MFA token of a sign-in that cannot finish.
  r.post(
    '/customers/recovery',
    {
      config: perIp(deps.perMinute, MINUTE),
      schema: { body: recoveryRequestSchema, response: { 201: dataOf(recoveryStartSchema) } },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await kyc.recoveries.start(request.body.mfa_token) };
    },
  );

  registerFileRoute(app, deps);
}

/**
 * `PUT /customers/kyc/{guid}/files/{kind}`: the file as the raw body, up to 10 MB, in a scope of
 * its own so that only this route takes images, PDF and octet-stream bodies (and no JSON).
 */
function registerFileRoute(app: FastifyInstance, deps: KycRouteDeps) {
  const { kyc } = deps;
  const guarded = applicationGuardedBy(deps);
  const applicant = applicantOf(deps.customers);
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [...declarableTypes],
      { parseAs: 'buffer', bodyLimit: FILE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser('*', (_request, _payload, done) =>
      done(
        new AppError(
          'unsupported_media_type',
          `Send the file as ${declarableTypes.join(', ')}: only JPEG and PNG images and PDF documents are accepted`,
        ),
      ),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/customers/kyc/:identity_verification_guid/files/:kind',
      {
        ...guarded,
        bodyLimit: FILE_BODY_LIMIT,
        schema: { params: kycFileParamsSchema, response: application },
      },
      async (request) => {
        const { identity_verification_guid: guid, kind } = request.params;
        const body: unknown = request.body;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        const declaredType = (request.headers['content-type'] ?? '').split(';')[0] ?? '';
        return {
          data: await kyc.flow.uploadFile(await applicant(request, guid), guid, kind, {
            bytes,
            declaredType: declaredType.trim().toLowerCase(),
          }),
        };
      },
    );
  });
}
