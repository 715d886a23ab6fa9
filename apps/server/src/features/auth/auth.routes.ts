import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  changePasswordBody,
  loginBody,
  otpResponseSchema,
  profileSchema,
  publicUserSchema,
  requestOtpBody,
  resetPasswordBody,
  signupBody,
  updateProfileBody,
} from '@laundry/shared/contracts/auth';
import { messageSchema } from '@laundry/shared/contracts/common';
import type { RateLimits } from '../../config';
import { limit } from '../../http/rate-limit';
import type { AuthGuards } from './auth.hooks';
import { currentUser } from './auth.hooks';
import { toPublicUser, type AuthService } from './auth.service';
import type { PasswordChangeService } from './password-change.service';
import type { PasswordResetService } from './password-reset.service';
import type { UsersRepository } from './users.repository';
import { ensureReferralCode } from './referral-codes';

export interface AuthRoutesDeps {
  auth: AuthService;
  resets: PasswordResetService;
  passwordChange: PasswordChangeService;
  guards: AuthGuards;
  rateLimits: RateLimits | null;
  users: UsersRepository;
}

export async function authRoutes(fastify: FastifyInstance, deps: AuthRoutesDeps): Promise<void> {
  const { auth, resets, passwordChange, guards, rateLimits, users } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/signup',
    { config: limit(rateLimits?.signup), schema: { body: signupBody, response: { 201: authResponseSchema } } },
    async (request, reply) => reply.code(201).send(await auth.signup(request.body)),
  );

  app.post('/login', { config: limit(rateLimits?.login), schema: { body: loginBody, response: { 200: authResponseSchema } } }, async (request) =>
    auth.login(request.body),
  );

  app.get('/profile', { preValidation: guards.requireUser, schema: { response: { 200: profileSchema } } }, async (request) => {
    const user = currentUser(request);
    // Accounts older than referral codes get theirs on first ask (docs/decisions/0046).
    return { ...toPublicUser(user), referralCode: await ensureReferralCode(users, user), gstin: user.gstin };
  });

  app.patch(
    '/profile',
    { preValidation: guards.requireUser, schema: { body: updateProfileBody, response: { 200: publicUserSchema } } },
    async (request) => auth.updateProfile(currentUser(request), request.body),
  );

  // The login limit: the current password is a secret that must not be guessed here either.
  app.post(
    '/auth/change-password',
    {
      preValidation: guards.requireUser,
      config: limit(rateLimits?.login),
      schema: { body: changePasswordBody, response: { 200: authResponseSchema } },
    },
    async (request) => passwordChange.change(currentUser(request), request.body),
  );

  app.post(
    '/auth/forgot-password/request-otp',
    { config: limit(rateLimits?.otpRequestPerAddress), schema: { body: requestOtpBody, response: { 200: otpResponseSchema } } },
    async (request) => resets.requestCode(request.body.phone),
  );

  app.post(
    '/auth/forgot-password/reset',
    { config: limit(rateLimits?.otpResetPerAddress), schema: { body: resetPasswordBody, response: { 200: messageSchema } } },
    async (request) => {
      const { phone, otp, newPassword } = request.body;
      return resets.reset(phone, otp, newPassword);
    },
  );
}
