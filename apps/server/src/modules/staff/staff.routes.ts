import {
  acknowledgementSchema,
  adminSignInRequestSchema,
  adminTokenSchema,
  dataOf,
  linkTokenRequestSchema,
  staffProfileSchema,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Authenticator, credentialsOf } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { StaffService } from './staff.service.js';
import { registerStaffManagementRoutes } from './staff-management.routes.js';
import { registerStaffPasskeyRoutes } from './staff-passkeys.routes.js';

export interface StaffRouteDeps {
  staff: StaffService;
  identity: IdentityService;
  auth: Authenticator;
  perMinute: number;
}

const acknowledged = { 200: dataOf(acknowledgementSchema) };

/**
 * The back office's own session calls and staff management; other /admin/api routes name their
 * own permission.
 */
export function registerStaffRoutes(app: FastifyInstance, deps: StaffRouteDeps) {
  const { staff, identity, auth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: perIp(deps.perMinute, MINUTE) };

  r.post(
    '/admin/api/signin',
    {
      ...limited,
      schema: { body: adminSignInRequestSchema, response: { 200: dataOf(adminTokenSchema) } },
    },
    async (request) => {
      const { email, password, code } = request.body;
      return { data: { a_at: await staff.signIn(email, password, code) } };
    },
  );

  r.post(
    '/admin/api/unlock',
    { ...limited, schema: { body: linkTokenRequestSchema, response: acknowledged } },
    async (request) => {
      await staff.unlock(request.body.token);
      return { data: { message: 'The staff account is unlocked. You can sign in now.' } };
    },
  );

  r.get(
    '/admin/api/me',
    {
      ...limited,
      onRequest: auth.require('admin', { permission: 'own_session' }),
      schema: { response: { 200: dataOf(staffProfileSchema) } },
    },
    async (request) => ({ data: await staff.profile(credentialsOf(request, 'admin')) }),
  );

  r.post(
    '/admin/api/signout',
    {
      ...limited,
      onRequest: auth.require('admin', { permission: 'own_session' }),
      schema: { response: acknowledged },
    },
    async (request) => {
      await identity.sessions.end(credentialsOf(request, 'admin').sid, 'signed_out');
      return { data: { message: 'You are signed out.' } };
    },
  );

  registerStaffManagementRoutes(app, deps);
  registerStaffPasskeyRoutes(app, { passkeys: staff.passkeys, auth, perMinute: deps.perMinute });
}
