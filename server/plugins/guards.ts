import type { FastifyRequest, RouteOptions } from "fastify";
import type { CurrentUser, UserRole } from "../../domain/auth/user";
import { appError, type FixedErrorCode } from "../errors";

type Guard = (request: FastifyRequest) => Promise<void>;

/** What a guard lets through: any session, or a session of one of these roles. */
export type SessionRequirement = { roles: readonly UserRole[] | null };

/** The guards, each with what it requires: the API document describes a route by its guard. */
const requirements = new WeakMap<Guard, SessionRequirement>();

/**
 * Marks a route hook as the one that refuses requests without a session (401), and with `roles`
 * those of other roles too. The API document declares the session on every route a guard guards,
 * from this mark, so what it says cannot drift from what the server does.
 */
export function sessionGuard(roles: readonly UserRole[] | null, check: Guard): Guard {
  requirements.set(check, { roles });
  return check;
}

/** Route hook: the request must come from a signed-in user. */
export const authenticated: Guard = sessionGuard(null, async (request) => {
  if (!request.user) throw appError("auth.unauthenticated");
});

/** Route hook: the signed-in user must have one of these roles (else 403 `auth.forbidden`). */
export function requireRole(...roles: UserRole[]): Guard {
  return requireRoleOr("auth.forbidden", ...roles);
}

/** `requireRole` whose 403 has a code of its own ("Only professionals can bid on jobs"). */
export function requireRoleOr(refusal: FixedErrorCode, ...roles: UserRole[]): Guard {
  return sessionGuard(roles, async (request) => {
    if (!request.user) throw appError("auth.unauthenticated");
    if (!roles.includes(request.user.role)) throw appError(refusal as "auth.forbidden");
  });
}

const HOOKS = ["onRequest", "preParsing", "preValidation", "preHandler"] as const;

/** What the route's guards require, or null when no guard guards it (anyone may call it). */
export function sessionRequirementOf(
  route: Pick<RouteOptions, (typeof HOOKS)[number]>,
): SessionRequirement | null {
  const hooks = HOOKS.flatMap((name) => {
    const hook = route[name] as unknown;
    return Array.isArray(hook) ? hook : hook ? [hook] : [];
  });
  const found = hooks.flatMap((hook) => requirements.get(hook as Guard) ?? []);
  if (found.length === 0) return null;
  // Several guards: every one must pass, so the narrowest roles hold.
  const roleLists = found.flatMap((requirement) => (requirement.roles ? [requirement.roles] : []));
  if (roleLists.length === 0) return { roles: null };
  return { roles: roleLists.reduce((kept, roles) => kept.filter((role) => roles.includes(role))) };
}

/** The signed-in user of a route guarded by `authenticated` or `requireRole`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw appError("auth.unauthenticated");
  return request.user;
}
