/** The API client. Every call sends JSON with credentials; any non-ok response throws an ApiError (SPEC §8). */
import { IDEMPOTENCY_KEY_HEADER } from "@domain/idempotency-rules";
import { toApiError } from "./api-error";
import { noteServerClock } from "./server-clock-samples";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw toApiError(response.status, response.statusText, text, response.headers.get("Retry-After"));
}

async function send(method: Method, url: string, body?: unknown, signal?: AbortSignal, headers = {}) {
  const isWrite = method !== "GET";
  const sentAt = Date.now();
  const response = await fetch(url, {
    method,
    credentials: "include",
    // The server refuses writes that are not JSON, so a write always carries a JSON body.
    headers: isWrite ? { "Content-Type": "application/json", ...headers } : { Accept: "application/json" },
    body: isWrite ? JSON.stringify(body ?? {}) : undefined,
    signal,
  });
  noteServerClock(method, url, response, sentAt);
  return response;
}

export async function apiRequest(
  method: Method,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await send(method, url, body, signal);
  await throwIfNotOk(response);
  return response;
}

/** The waits before each automatic retry of a submit; after the last one its failure is shown. */
const SUBMIT_RETRY_DELAYS_MS = [1000, 3000];

/** A gateway gave up, or the first attempt is still being processed (409 with Retry-After). */
const worthRetrying = (response: Response) =>
  [502, 503, 504].includes(response.status) ||
  (response.status === 409 && response.headers.has("Retry-After"));

// crypto.randomUUID exists only in secure contexts; a phone testing the app over plain HTTP has only getRandomValues.
/** A fresh Idempotency-Key: one per submit a person makes. */
export const newIdempotencyKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * One submit of a write that must not happen twice (a job, bid, message, instant request or order):
 * a fresh Idempotency-Key, reused by the automatic retries when the network drops, so the server
 * answers a retry with the first response instead of writing again.
 */
export async function submitOnce(url: string, body: unknown, key = newIdempotencyKey()): Promise<Response> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
  for (let attempt = 0; ; attempt += 1) {
    const wait = SUBMIT_RETRY_DELAYS_MS[attempt];
    const response = await send("POST", url, body, undefined, headers).catch((error: unknown) => {
      // fetch rejects (TypeError) when no answer came back: the write may or may not have landed.
      if (wait === undefined || !(error instanceof TypeError)) throw error;
      return null;
    });
    if (response && (wait === undefined || !worthRetrying(response))) {
      await throwIfNotOk(response);
      return response;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** One attempt of a submit under a key made earlier (the outbox's): no retries of its own. */
export async function postWithKey(url: string, body: unknown, key: string): Promise<Response> {
  const response = await send("POST", url, body, undefined, { [IDEMPOTENCY_KEY_HEADER]: key });
  await throwIfNotOk(response);
  return response;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => apiRequest("GET", url, undefined, signal).then(readJson<T>),
  post: <T>(url: string, body?: unknown) => apiRequest("POST", url, body).then(readJson<T>),
  /** A POST that must not happen twice, retried safely on a flaky network (see submitOnce). */
  submit: <T>(url: string, body: unknown, key?: string) => submitOnce(url, body, key).then(readJson<T>),
  patch: <T>(url: string, body?: unknown) => apiRequest("PATCH", url, body).then(readJson<T>),
  put: <T>(url: string, body?: unknown) => apiRequest("PUT", url, body).then(readJson<T>),
  delete: <T>(url: string, body?: unknown) => apiRequest("DELETE", url, body).then(readJson<T>),
};
