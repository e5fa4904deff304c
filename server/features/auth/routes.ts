import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ChangePasswordBody, LoginBody, MessageResponse, SignupBody } from "../../../domain/auth";
import { CurrentUser } from "../../../domain/user";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { authenticated, currentUser } from "../../plugins/guards";
import type { LoginThrottle } from "./login-throttle";
import type { PasswordHasher } from "./password";
import { changePassword, login, logout, signup } from "./service";

export type AuthRoutesOptions = { db: Db; throttle: LoginThrottle; passwords: PasswordHasher };

const waitText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
};

const errors = { 400: MessageResponse, 401: MessageResponse, 403: MessageResponse, 429: MessageResponse };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, throttle, passwords },
) => {
  app.post(
    "/api/auth/signup",
    {
      schema: {
        tags: ["auth"],
        summary: "Create an account (customer or professional) and sign in",
        body: SignupBody,
        response: { 201: CurrentUser, 409: MessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token } = await signup(db, app.session, passwords, request.body);
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
        response: { 200: CurrentUser, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = await throttle.attempt(request.ip, email);
      if (wait > 0) {
        reply.header("retry-after", String(wait));
        throw new AppError(429, `Too many failed sign-in attempts. Try again in ${waitText(wait)}.`);
      }
      try {
        const { user, token } = await login(db, app.session, passwords, { email, password });
        await throttle.passed(request.ip, email);
        app.session.setCookie(reply, token);
        return user;
      } catch (error) {
        // Only a wrong password counts: a suspended account's owner typed it right.
        if (error instanceof AppError && error.statusCode === 403) await throttle.passed(request.ip, email);
        throw error;
      }
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { tags: ["auth"], summary: "End the current session", response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(db, request.sessionId);
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
        security: [{ session: [] }],
        body: ChangePasswordBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      // A signed-in request always has its session id (the session plugin sets both).
      await changePassword(db, currentUser(request), request.sessionId ?? "", passwords, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/auth/user",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user, or 401 when logged out",
        response: { 200: CurrentUser, 401: MessageResponse },
      },
    },
    async (request) => currentUser(request),
  );

  app.get(
    "/api/login",
    { schema: { tags: ["auth"], summary: "Where logged-out users are sent: redirects to the login page" } },
    async (_request, reply) => reply.redirect("/login"),
  );
};
