import {
  acknowledgementSchema,
  dataOf,
  staffActionSchema,
  staffEnrolmentFinishSchema,
  staffEnrolmentSchema,
  staffEnrolmentStartSchema,
  staffInviteSchema,
  staffLanguageChangeSchema,
  staffListSchema,
  staffMemberSchema,
  staffParamsSchema,
  staffRoleChangeSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { StaffService } from './staff.service.js';
import type { StaffActor } from './staff-management.service.js';

const PATH = '/admin/api/staff';
const member = { 200: dataOf(staffMemberSchema) };

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: credentialsOf(request, 'admin').sub,
  requestId: request.id,
});

type StaffManagementRouteDeps = { staff: StaffService; auth: Authenticator; perMinute: number };

/** Staff management (admins only, audited), and the enrolment link's two open steps. */
export function registerStaffManagementRoutes(
  app: FastifyInstance,
  deps: StaffManagementRouteDeps,
) {
  registerListAndInviteRoutes(app, deps);
  registerMemberChangeRoutes(app, deps);
  registerRoleGrantDecisionRoutes(app, deps);
  registerStaffEnrolmentRoutes(app, deps);
}

/** An admin's budget per IP address, and the guard that lets only admins in. */
const asAdminIn = (deps: StaffManagementRouteDeps) => ({
  config: perIp(deps.perMinute, MINUTE),
  onRequest: deps.auth.require('admin', { permission: 'admin' }),
});

/** The staff list, and inviting a new member. */
function registerListAndInviteRoutes(app: FastifyInstance, deps: StaffManagementRouteDeps) {
  const { management } = deps.staff;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = asAdminIn(deps);

  r.get(
    PATH,
    { ...asAdmin, schema: { response: { 200: dataOf(staffListSchema) } } },
    async (request) => ({
      data: { objects: await management.list(actorOf(request)) },
    }),
  );

  r.post(
    PATH,
    {
      ...asAdmin,
      schema: { body: staffInviteSchema, response: { 201: dataOf(staffMemberSchema) } },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await management.invite(actorOf(request), request.body) };
    },
  );
}

/** One member's role, language, authenticator reset and deactivation. */
function registerMemberChangeRoutes(app: FastifyInstance, deps: StaffManagementRouteDeps) {
  const { management } = deps.staff;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = asAdminIn(deps);

  r.post(
    `${PATH}/:staff_id/role`,
    {
      ...asAdmin,
      schema: { params: staffParamsSchema, body: staffRoleChangeSchema, response: member },
    },
    async (request) => ({
      data: await management.setRole(actorOf(request), request.params.staff_id, request.body.role),
    }),
  );

  r.post(
    `${PATH}/:staff_id/language`,
    {
      ...asAdmin,
      schema: { params: staffParamsSchema, body: staffLanguageChangeSchema, response: member },
    },
    async (request) => ({
      data: await management.setLanguage(
        actorOf(request),
        request.params.staff_id,
        request.body.language,
      ),
    }),
  );

  r.post(
    `${PATH}/:staff_id/reset-mfa`,
    {
      ...asAdmin,
      schema: { params: staffParamsSchema, body: staffActionSchema, response: member },
    },
    async (request) => ({
      data: await management.resetMfa(actorOf(request), request.params.staff_id),
    }),
  );

  r.post(
    `${PATH}/:staff_id/deactivate`,
    {
      ...asAdmin,
      schema: { params: staffParamsSchema, body: staffActionSchema, response: member },
    },
    async (request) => ({
      data: await management.deactivate(actorOf(request), request.params.staff_id),
    }),
  );
}

/**
 * Approving or rejecting a role grant another admin asked for (ADR 39): the service refuses its
 * maker, and anyone the maker invited or promoted, with 403 `maker_checker`.
 */
function registerRoleGrantDecisionRoutes(app: FastifyInstance, deps: StaffManagementRouteDeps) {
  const { management } = deps.staff;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = asAdminIn(deps);

  const grantDecisions = {
    'approve-role': (actor: StaffActor, id: string) => management.approveRoleGrant(actor, id),
    'reject-role': (actor: StaffActor, id: string) => management.rejectRoleGrant(actor, id),
  };
  for (const [path, decide] of Object.entries(grantDecisions)) {
    r.post(
      `${PATH}/:staff_id/${path}`,
      {
        ...asAdmin,
        schema: { params: staffParamsSchema, body: staffActionSchema, response: member },
      },
      async (request) => ({
        data: await decide(actorOf(request), request.params.staff_id),
      }),
    );
  }
}

/** The enrolment link's two steps: open routes, the link's token is the credential. */
function registerStaffEnrolmentRoutes(
  app: FastifyInstance,
  deps: { staff: StaffService; perMinute: number },
) {
  const { enrolment } = deps.staff;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: perIp(deps.perMinute, MINUTE) };

  r.post(
    '/admin/api/enrolment/start',
    {
      ...limited,
      schema: { body: staffEnrolmentStartSchema, response: { 200: dataOf(staffEnrolmentSchema) } },
    },
    async (request) => ({ data: await enrolment.start(request.body.token) }),
  );

  r.post(
    '/admin/api/enrolment/finish',
    {
      ...limited,
      schema: {
        body: staffEnrolmentFinishSchema,
        response: { 200: dataOf(acknowledgementSchema) },
      },
    },
    async (request) => {
      await enrolment.finish(request.body, request.id);
      return { data: { message: 'Your sign-in is set up. You can sign in now.' } };
    },
  );
}
