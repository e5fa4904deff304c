import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ChangePasswordBody, LoginBody, SignupBody } from "../../../domain/auth/schemas";
import { CurrentUser } from "../../../domain/auth/user";
import { AppError, appError } from "../../errors";
import { redirectResponse } from "../../openapi/responses";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import type { LoginThrottle } from "./login-throttle";
import type { PasswordHasher } from "./password";
import { changePassword, login, logout, signup } from "./service";

export type AuthRoutesOptions = { throttle: LoginThrottle; passwords: PasswordHasher };

const waitText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { throttle, passwords }) => {
  app.post(
    "/api/auth/signup",
    {
      schema: {
        tags: ["auth"],
        summary: "Create an account (customer or professional) and sign in",
        body: SignupBody,
        response: { 201: CurrentUser, ...errors("auth.email_taken") },
      },
    },
    async (request, reply) => {
      const { user, token } = await signup(request.db, app.session, passwords, request.body);
      app.session.setCookie(reply, token);
      return reply.status(201).send(user);
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password; the role is the login tab chosen",
        body: LoginBody,
        response: {
          200: CurrentUser,
          ...errors("auth.invalid_credentials", "auth.suspended", "auth.throttled"),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = await throttle.attempt(request.ip, email);
      if (wait > 0) {
        reply.header("retry-after", String(wait));
        throw appError("auth.throttled", { wait: waitText(wait) });
      }
      try {
        const { user, token } = await login(request.db, app.session, passwords, { email, password });
        await throttle.passed(request.ip, email);
        app.session.setCookie(reply, token);
        return user;
      } catch (error) {
        // Only a wrong password counts: a suspended account's owner typed it right.
        if (error instanceof AppError && error.code === "auth.suspended")
          await throttle.passed(request.ip, email);
        throw error;
      }
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { tags: ["auth"], summary: "End the current session", response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(request.db, request.sessionId);
      app.session.clearCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/auth/password",
    {
      onRequest: authenticated,
      schema: {
        tags: ["auth"],
        summary: "Change my password: needs the current one; my other sessions end, this one stays signed in",
        body: ChangePasswordBody,
        response: { 204: z.null(), ...errors("auth.unauthenticated", "auth.wrong_current_password") },
      },
    },
    async (request, reply) => {
      // A signed-in request always has its session id (the session plugin sets both).
      await changePassword(
        request.db,
        currentUser(request),
        request.sessionId ?? "",
        passwords,
        request.body,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/auth/user",
    {
      onRequest: authenticated,
      schema: {
        tags: ["auth"],
        summary: "The signed-in user, or 401 when logged out",
        response: { 200: CurrentUser, ...errors("auth.unauthenticated") },
      },
    },
    async (request) => currentUser(request),
  );

  app.get(
    "/api/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Where logged-out users are sent: redirects to the login page",
        response: { 302: redirectResponse("Redirected to the login page, /login") },
      },
    },
    async (_request, reply) => reply.redirect("/login"),
  );
};
