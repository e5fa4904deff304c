import { generateKeyPairSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FCM_SCOPE } from "../features/push/fcm-token";

export type FcmSandboxMessage = { bearer: string; message: Record<string, unknown> & { token: string } };

const PROJECT = "sipalu-test";
const fcmError = (code: number, status: string, message: string, detail: object) => ({
  error: { code, message, status, details: [detail] },
});
const fcmErrorCode = (errorCode: string) => ({
  "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError",
  errorCode,
});

/**
 * Google's OAuth token endpoint and FCM's HTTP v1 send, as their documentation describes them, on
 * 127.0.0.1: the token endpoint checks the assertion against a service account made for this run
 * (its RS256 signature with the account's public key, issuer, scope, audience, at most an hour);
 * FCM takes only the access tokens it gave, checks a message's shape, records it, and answers
 * UNREGISTERED (404) or UNAVAILABLE (503) for the tokens a test names.
 */
export async function startFcmSandbox() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const clientEmail = `sipalu-push@${PROJECT}.iam.gserviceaccount.com`;
  const issued = new Set<string>();
  const exchanges: { claims: Record<string, unknown> }[] = [];
  const messages: FcmSandboxMessage[] = [];
  const unregistered = new Set<string>();
  const unavailable = new Set<string>();
  let origin = "";

  const answer = (response: ServerResponse, status: number, body: object) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

  function exchange(body: string, response: ServerResponse) {
    const form = new URLSearchParams(body);
    const [header = "", payload = "", signature = ""] = (form.get("assertion") ?? "").split(".");
    const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString() || "null");
    const signed = verify(
      "sha256",
      Buffer.from(`${header}.${payload}`),
      publicKey,
      Buffer.from(signature, "base64url"),
    );
    const claims = signed ? decode(payload) : null;
    const now = Math.floor(Date.now() / 1000);
    const valid =
      form.get("grant_type") === "urn:ietf:params:oauth:grant-type:jwt-bearer" &&
      decode(header)?.alg === "RS256" &&
      claims?.iss === clientEmail &&
      claims.scope === FCM_SCOPE &&
      claims.aud === `${origin}/token` &&
      claims.exp - claims.iat <= 3600 &&
      claims.exp > now;
    if (!valid) return answer(response, 400, { error: "invalid_grant", error_description: "Invalid JWT" });
    exchanges.push({ claims });
    const token = `ya29.sandbox-${randomBytes(12).toString("hex")}`;
    issued.add(token);
    answer(response, 200, { access_token: token, expires_in: 3599, token_type: "Bearer" });
  }

  function send(request: IncomingMessage, body: string, response: ServerResponse) {
    const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!issued.has(bearer))
      return answer(response, 401, {
        error: {
          code: 401,
          message: "Request had invalid authentication credentials.",
          status: "UNAUTHENTICATED",
        },
      });
    const { message } = JSON.parse(body);
    const android = message?.android ?? {};
    const badField =
      typeof message?.token !== "string"
        ? "message.token"
        : Object.values(message.data ?? {}).some((value) => typeof value !== "string")
          ? "message.data"
          : !["HIGH", "NORMAL"].includes(android.priority) || !/^\d+s$/.test(android.ttl)
            ? "message.android"
            : undefined;
    if (badField)
      return answer(
        response,
        400,
        fcmError(400, "INVALID_ARGUMENT", `Invalid value at '${badField}'`, {
          "@type": "type.googleapis.com/google.rpc.BadRequest",
          fieldViolations: [{ field: badField, description: "Invalid value" }],
        }),
      );
    if (unregistered.has(message.token))
      return answer(
        response,
        404,
        fcmError(404, "NOT_FOUND", "Requested entity was not found.", fcmErrorCode("UNREGISTERED")),
      );
    if (unavailable.has(message.token))
      return answer(
        response,
        503,
        fcmError(503, "UNAVAILABLE", "The service is currently unavailable.", fcmErrorCode("UNAVAILABLE")),
      );
    messages.push({ bearer, message });
    answer(response, 200, { name: `projects/${PROJECT}/messages/${randomBytes(8).toString("hex")}` });
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      if (request.method === "POST" && request.url === "/token") return exchange(body, response);
      if (request.method === "POST" && request.url === `/v1/projects/${PROJECT}/messages:send`)
        return send(request, body, response);
      answer(response, 404, { error: { code: 404, status: "NOT_FOUND", message: "Not found" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** The service account's JSON, as Firebase's console gives it (FCM_SERVICE_ACCOUNT). */
    serviceAccount: JSON.stringify({
      type: "service_account",
      project_id: PROJECT,
      client_email: clientEmail,
      private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
      token_uri: `${origin}/token`,
    }),
    exchanges,
    messages,
    unregistered,
    unavailable,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
