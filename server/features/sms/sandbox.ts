import type { FastifyPluginAsync } from "fastify";
import { type SmsGateway, sparrowSms } from "./sparrow";

/** The sandbox's token: what `from`/`token` a Sipalu with no SMS gateway sends itself. */
export const SMS_SANDBOX_TOKEN = "sipalu-sms-sandbox";
export const SMS_SANDBOX_FROM = "Sipalu";
export const SMS_SANDBOX_PREFIX = "/sandbox/sms";

/** Sparrow SMS's API as the sandbox at `origin` (this server's, read when first sent to) serves it. */
export const smsSandboxGateway = (origin: () => string): SmsGateway =>
  sparrowSms({
    baseUrl: () => `${origin()}${SMS_SANDBOX_PREFIX}/v2`,
    token: SMS_SANDBOX_TOKEN,
    from: SMS_SANDBOX_FROM,
  });

/** Kept in memory, newest first, at most this many: a development tool, not a message store. */
const KEEP = 200;

export type SandboxMessage = { to: string; text: string; sentAt: string };

const refuse = (code: number, response: string) => ({ code, body: { response_code: code, response } });

function check(fields: Record<string, string | undefined>) {
  const { token, from, to, text } = fields;
  if (!token || !from || !to || text === undefined) return refuse(1000, "A required field is missing");
  if (token !== SMS_SANDBOX_TOKEN) return refuse(1002, "Invalid Token");
  if (from !== SMS_SANDBOX_FROM) return refuse(1008, "Invalid Sender");
  if (!text.trim()) return refuse(1010, "Text cannot be empty");
  const receivers = to.split(",").map((number) => number.trim());
  if (!receivers.every((number) => /^9[678]\d{8}$/.test(number))) return refuse(1011, "No valid receiver");
  return { receivers, text };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Sipalu's SMS sandbox, served when no SMS gateway is configured: Sparrow SMS's v2 send endpoint at
 * /sandbox/sms/v2/sms/, which records each message instead of sending it, and the messages at
 * /sandbox/sms (a page) and /sandbox/sms/api/messages (JSON, newest first).
 */
export const smsSandboxPlugin: FastifyPluginAsync<{ now?: () => Date }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const messages: SandboxMessage[] = [];

  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(`${SMS_SANDBOX_PREFIX}/v2/sms/`, { schema: { hide: true } }, async (request, reply) => {
      const checked = check((request.body ?? {}) as Record<string, string | undefined>);
      if ("code" in checked) return reply.code(403).send(checked.body);
      const sentAt = now().toISOString();
      for (const to of checked.receivers) messages.unshift({ to: `+977${to}`, text: checked.text, sentAt });
      messages.splice(KEEP);
      return {
        count: checked.receivers.length,
        response_code: 200,
        response: `${checked.receivers.length} mesages has been queued for delivery`,
      };
    });
  });

  app.get(`${SMS_SANDBOX_PREFIX}/api/messages`, { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return messages;
  });

  app.get(SMS_SANDBOX_PREFIX, { schema: { hide: true } }, async (_request, reply) => {
    const rows = messages
      .map(
        (m) =>
          `<li><p><strong>${escapeHtml(m.to)}</strong> <time datetime="${m.sentAt}">${m.sentAt}</time></p><p>${escapeHtml(m.text)}</p></li>`,
      )
      .join("");
    reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SMS sandbox · Sipalu</title></head><body><main><h1>SMS sandbox</h1><p>Sipalu has no SMS gateway set: the messages it would have sent are here, newest first.</p>${rows ? `<ol>${rows}</ol>` : "<p>No messages yet.</p>"}</main></body></html>`,
      );
  });
};
