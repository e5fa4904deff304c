import type { FastifyRequest } from "fastify";
import type { CurrentUser, UserRole } from "../../domain/auth/user";
import { appError } from "../errors";

/** Route hook: the request must come from a signed-in user. */
export async function authenticated(request: FastifyRequest): Promise<void> {
  if (!request.user) throw appError("auth.unauthenticated");
}

/** Route hook: the signed-in user must have one of these roles. */
export function requireRole(...roles: UserRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw appError("auth.unauthenticated");
    if (!roles.includes(request.user.role)) throw appError("auth.forbidden");
  };
}

/** The signed-in user of a route guarded by `authenticated` or `requireRole`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw appError("auth.unauthenticated");
  return request.user;
}
