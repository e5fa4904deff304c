import type { GatewayProvider } from "./gateway";

/** A gateway that could not be asked, or answered what its protocol does not: unknown, ask again later. */
export class GatewayError extends Error {
  constructor(provider: GatewayProvider, message: string) {
    super(`${provider}: ${message}`);
    this.name = "GatewayError";
  }
}

export type Fetch = typeof fetch;

/** How long a gateway's API may take to answer before the call counts as failed. */
export const GATEWAY_TIMEOUT_MS = 15_000;

/** Answers past this size are no answer of a gateway's API. */
const MAX_ANSWER_CHARS = 64 * 1024;

/** A URL given as it is, or read when a call is made (the sandbox's port is known once listening). */
export type UrlSource = string | (() => string);
export const urlOf = (source: UrlSource) => (typeof source === "function" ? source() : source);

/**
 * Calls a gateway's JSON API: its status and its parsed body (null when the body is not JSON).
 * A network error, a timeout or a redirect (a gateway's API never moves) throws a GatewayError.
 */
export async function callGateway(
  provider: GatewayProvider,
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
  timeoutMs = GATEWAY_TIMEOUT_MS,
): Promise<{ status: number; body: unknown }> {
  let text: string;
  let status: number;
  try {
    const response = await fetchImpl(url, {
      ...init,
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new GatewayError(provider, `${init.method ?? "GET"} ${url} failed: ${(error as Error).message}`);
  }
  if (text.length > MAX_ANSWER_CHARS) throw new GatewayError(provider, `answer of ${text.length} characters`);
  try {
    return { status, body: text === "" ? null : JSON.parse(text) };
  } catch {
    return { status, body: null };
  }
}
