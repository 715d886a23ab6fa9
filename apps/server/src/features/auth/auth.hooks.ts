import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors';
import type { AuthService } from './auth.service';
import type { UserRow } from './users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export interface AuthGuards {
  requireUser: preHandlerAsyncHookHandler;
  requireAdmin: preHandlerAsyncHookHandler;
}

export function createAuthGuards(auth: AuthService): AuthGuards {
  async function load(request: FastifyRequest): Promise<UserRow> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Please log in to continue.');
    const user = await auth.authenticate(token);
    if (!user) throw unauthorized('Your session has expired. Please log in again.');
    request.user = user;
    return user;
  }
  return {
    async requireUser(request: FastifyRequest, _reply: FastifyReply) {
      await load(request);
    },
    async requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
      const user = await load(request);
      if (user.role !== 'admin') throw forbidden('Admin access required.');
    },
  };
}

/** The signed-in user; only call behind requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
