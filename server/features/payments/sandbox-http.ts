import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { messagePage, type PayPage, payPage, type SandboxBrand } from "./sandbox-page";

/** What the sandbox's pages need to know besides their state. */
export type SandboxContext = {
  /** The app's public origin, when it has one besides the request's own. */
  publicOrigin?: string;
  now: () => Date;
  capacity: number;
};

/** HTML forms post urlencoded bodies; a name given twice is refused rather than guessed at. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (Object.hasOwn(fields, name)) {
          return done(Object.assign(new Error(`${name} is given twice`), { statusCode: 400 }), undefined);
        }
        fields[name] = value;
      }
      done(null, fields);
    },
  );
}

/** The string fields of a parsed form or query (anything else reads as absent). */
export function stringFields(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry) => typeof entry[1] === "string"));
}

/**
 * Whether a post to a sandbox page came from another site: the pay pages' Pay and Cancel are
 * posted by the sandbox's own page, so an Origin of another host is a forged click.
 */
function fromAnotherSite(request: FastifyRequest, publicOrigin?: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers["sec-fetch-site"] === "cross-site";
  if (origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * The fields of Pay or Cancel posted from a sandbox's pay page, and the button pressed; null when
 * another site posted it, a refusal sent.
 */
export function readPayPost(
  request: FastifyRequest,
  reply: FastifyReply,
  brand: SandboxBrand,
  publicOrigin: string | undefined,
): { fields: Record<string, string>; action: "pay" | "cancel" | null } | null {
  if (fromAnotherSite(request, publicOrigin)) {
    sendMessage(reply, 403, brand, "Refused", "This form was posted from another site.");
    return null;
  }
  const fields = stringFields(request.body);
  return { fields, action: fields.action === "pay" || fields.action === "cancel" ? fields.action : null };
}

export const sendPayPage = (reply: FastifyReply, page: PayPage) => sendPage(reply, 200, payPage(page));

/** `url` with `params` added to its query. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.href;
}

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}

export function sendMessage(
  reply: FastifyReply,
  status: number,
  brand: SandboxBrand,
  title: string,
  message: string,
  link?: string,
): FastifyReply {
  return sendPage(reply, status, messagePage(brand, title, message, link));
}

/** A URL a gateway may send the customer's browser back to: absolute, http or https. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
