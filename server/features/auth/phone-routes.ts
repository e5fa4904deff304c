import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  PasswordResetBody,
  PhoneCodeRequestBody,
  PhoneCodeSent,
  PhoneSignInBody,
  PhoneVerifyBody,
  PhoneVerifyRequestBody,
} from "../../../domain/auth/phone-schemas";
import { CurrentUser } from "../../../domain/auth/user";
import { sweepEvery } from "../../lib/interval-sweep";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import type { SmsSender } from "../sms/sender";
import type { PasswordHasher } from "./password";
import { deleteOldPhoneCodes } from "./phone-codes";
import {
  type PhoneAuth,
  resetPasswordByPhone,
  sendPhoneCode,
  signInByPhone,
  verifyPhone,
} from "./phone-service";

export type PhoneRoutesOptions = {
  db: PhoneAuth["db"];
  sms: SmsSender;
  passwords: PasswordHasher;
  secret: string;
  now?: () => Date;
  /** How often codes a day old are deleted (ms; 0 = off; hourly by default). */
  sweepMs?: number;
};

// errors(...) makes one response schema per status: every code of a route goes in one call.
const SENDING = ["auth.code_too_soon", "auth.code_limit", "auth.sms_failed"] as const;
const CHECKING = ["auth.code_wrong", "auth.code_expired", "auth.suspended"] as const;

/** Signing in by phone, proving a phone, and a new password through a proven phone (issue 20). */
export const phoneRoutes: FastifyPluginAsyncZod<PhoneRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const authFor = (db: PhoneAuth["db"]): PhoneAuth => ({
    db,
    keys: { secret: options.secret, now },
    sms: options.sms,
    sessions: app.session,
    log: app.log,
  });

  app.post(
    "/api/auth/otp/request",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Send a 6-digit code by SMS to sign in with (a new number makes an account) or to reset a password",
        description:
          "The code works for 5 minutes and 5 tries; a new one after 60 s, at most 5 an hour to one phone. A reset code goes only to a phone that proves an account, but the answer is the same for any number.",
        body: PhoneCodeRequestBody,
        response: { 202: PhoneCodeSent, ...errors(...SENDING) },
      },
    },
    async (request, reply) => {
      return reply.status(202).send(await sendPhoneCode(authFor(request.db), request.body));
    },
  );

  app.post(
    "/api/auth/otp/verify",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Sign in with the code sent to a phone; a new number becomes a customer account (name needed)",
        body: PhoneSignInBody,
        response: { 200: CurrentUser, 201: CurrentUser, ...errors(...CHECKING, "auth.name_needed") },
      },
    },
    async (request, reply) => {
      const { user, token, created } = await signInByPhone(authFor(request.db), request.body);
      app.session.setCookie(reply, token);
      return reply.status(created ? 201 : 200).send(user);
    },
  );

  app.post(
    "/api/auth/password/reset",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Set a new password with the code sent to the account's proven phone; every other session ends",
        body: PasswordResetBody,
        response: { 200: CurrentUser, ...errors(...CHECKING) },
      },
    },
    async (request, reply) => {
      const { user, token } = await resetPasswordByPhone(
        authFor(request.db),
        options.passwords,
        request.body,
      );
      app.session.setCookie(reply, token);
      return user;
    },
  );

  app.post(
    "/api/auth/phone/request",
    {
      onRequest: authenticated,
      schema: {
        tags: ["auth"],
        summary: "Send a code by SMS to prove a phone number on my account",
        body: PhoneVerifyRequestBody,
        response: { 202: PhoneCodeSent, ...errors("auth.unauthenticated", ...SENDING) },
      },
    },
    async (request, reply) => {
      const sent = await sendPhoneCode(authFor(request.db), {
        ...request.body,
        purpose: "verify",
        userId: currentUser(request).id,
      });
      return reply.status(202).send(sent);
    },
  );

  app.post(
    "/api/auth/phone/verify",
    {
      onRequest: authenticated,
      schema: {
        tags: ["auth"],
        summary: "Prove a phone number on my account with the code sent to it (it then signs me in too)",
        body: PhoneVerifyBody,
        response: {
          200: CurrentUser,
          ...errors("auth.unauthenticated", "auth.code_wrong", "auth.code_expired", "auth.phone_taken"),
        },
      },
    },
    async (request) => verifyPhone(authFor(request.db), currentUser(request), request.body),
  );

  sweepEvery(app, options.sweepMs ?? 60 * 60_000, "deleting old phone codes", () =>
    deleteOldPhoneCodes(options.db, now()),
  );
};
