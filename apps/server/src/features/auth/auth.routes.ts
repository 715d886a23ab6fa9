import type { FastifyInstance } from 'fastify';
import { loginBody, requestOtpBody, resetPasswordBody, signupBody } from '@laundry/shared/contracts/auth';
import type { RateLimits } from '../../config';
import { parse } from '../../http/errors';
import { limit } from '../../http/rate-limit';
import type { AuthGuards } from './auth.hooks';
import { currentUser } from './auth.hooks';
import { toPublicUser, type AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';

export interface AuthRoutesDeps {
  auth: AuthService;
  resets: PasswordResetService;
  guards: AuthGuards;
  rateLimits: RateLimits | null;
}

export async function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps): Promise<void> {
  const { auth, resets, guards, rateLimits } = deps;

  app.post('/signup', { config: limit(rateLimits?.signup) }, async (request, reply) => {
    const result = await auth.signup(parse(signupBody, request.body));
    return reply.code(201).send(result);
  });

  app.post('/login', { config: limit(rateLimits?.login) }, async (request) => auth.login(parse(loginBody, request.body)));

  app.get('/profile', { preHandler: guards.requireUser }, async (request) => toPublicUser(currentUser(request)));

  app.post('/auth/forgot-password/request-otp', { config: limit(rateLimits?.otpRequestPerAddress) }, async (request) => {
    const { phone } = parse(requestOtpBody, request.body);
    return resets.requestCode(phone);
  });

  app.post('/auth/forgot-password/reset', { config: limit(rateLimits?.otpResetPerAddress) }, async (request) => {
    const { phone, otp, newPassword } = parse(resetPasswordBody, request.body);
    return resets.reset(phone, otp, newPassword);
  });
}
