/** The API client. Every call sends JSON with credentials; any non-ok response throws (SPEC §8). */
type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export async function apiRequest(
  method: Method,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const isWrite = method !== "GET";
  const response = await fetch(url, {
    method,
    credentials: "include",
    // The server refuses writes that are not JSON, so a write always carries a JSON body.
    headers: isWrite ? { "Content-Type": "application/json" } : { Accept: "application/json" },
    body: isWrite ? JSON.stringify(body ?? {}) : undefined,
    signal,
  });
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
  patch: <T>(url: string, body?: unknown) => apiRequest("PATCH", url, body).then(readJson<T>),
  delete: <T>(url: string, body?: unknown) => apiRequest("DELETE", url, body).then(readJson<T>),
};

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of an error thrown by the client, if it came from a response. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/** The server's `{ message }` from an error thrown by the client, for toasts; undefined otherwise. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = STATUS_PREFIX.exec(error.message)?.[2];
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message || undefined;
    }
  } catch {
    // Not JSON (a proxy page, a plain status text): there is no server message to show.
  }
  return undefined;
}
