import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Who a valid session belongs to (plugins/authenticate.ts puts it on `request.user`). */
export interface SessionUser {
  id: string;
  role: 'user' | 'admin';
  sessionId: string;
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 401);
  return request.user;
}
