import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@laundry/shared/contracts/common';
import {
  newStaffBody,
  staffListAnswerSchema,
  staffListQuery,
  staffMemberSchema,
  staffPasswordResetBody,
  staffPasswordResetSchema,
  staffPatchBody,
} from '@laundry/shared/contracts/staff';
import { currentActor, currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';

/** Settings → Staff (docs/decisions/0048): the shop's admins and riders. */
export async function staffRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const staff = new StaffService(new StaffRepository(deps.db, deps.dialect), deps.events, deps.resets);

  // ?include=lastSignIn adds when each last signed in; without it the answer is as it always was.
  app.get(
    '/admin/staff',
    { preValidation: guards.requireAdmin, schema: { querystring: staffListQuery, response: { 200: staffListAnswerSchema } } },
    async (request) => (request.query.include === 'lastSignIn' ? staff.listWithSignIns() : staff.list()),
  );

  app.post(
    '/admin/staff',
    { preValidation: guards.requireAdmin, schema: { body: newStaffBody, response: { 201: staffMemberSchema } } },
    async (request, reply) => reply.code(201).send(await staff.add(request.body, currentActor(request))),
  );

  app.patch(
    '/admin/staff/:id',
    { preValidation: guards.requireAdmin, schema: { params: idParams, body: staffPatchBody, response: { 200: staffMemberSchema } } },
    async (request) => staff.update(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/admin/staff/:id/password',
    { preValidation: guards.requireAdmin, schema: { params: idParams, body: staffPasswordResetBody, response: { 200: staffPasswordResetSchema } } },
    async (request) => staff.resetPassword(currentUser(request), request.params.id, request.body.mode),
  );
}
