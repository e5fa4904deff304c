import { IDEMPOTENT_REPLAYED_HEADER } from "../../domain/idempotency-rules";

/** A user of the soak: signed up through the API, with their session cookie and their own address. */
export type SoakUser = {
  id: string;
  email: string;
  role: "customer" | "professional";
  cookie: string;
  /** X-Forwarded-For: each simulated phone has its own address (the soak runs the app with TRUST_PROXY=1). */
  ip: string;
};

/**
 * What became of a request. "ack": a 2xx, the write is acknowledged. "refused": a 4xx, the app said
 * no and wrote nothing. "doubt": no answer (the connection failed or timed out) or a 5xx, so the
 * write may or may not have happened.
 */
export type Outcome =
  | { kind: "ack"; status: number; body: unknown; replayed?: boolean }
  | { kind: "refused"; status: number; body: unknown }
  | { kind: "doubt"; status: number | null; error: string };

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export async function call(
  origin: string,
  method: string,
  path: string,
  user?: SoakUser | null,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<Outcome> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (user) {
    headers.cookie = user.cookie;
    headers["x-forwarded-for"] = user.ip;
  }
  const isWrite = WRITES.has(method);
  if (isWrite) headers["content-type"] = "application/json";
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: isWrite ? JSON.stringify(body ?? {}) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { kind: "doubt", status: null, error: cause ?? (error as Error).name ?? String(error) };
  }
  const parsed = text ? safeJson(text) : null;
  if (response.status >= 200 && response.status < 300)
    return {
      kind: "ack",
      status: response.status,
      body: parsed,
      replayed: response.headers.get(IDEMPOTENT_REPLAYED_HEADER) === "true",
    };
  if (response.status < 500) return { kind: "refused", status: response.status, body: parsed };
  return { kind: "doubt", status: response.status, error: `HTTP ${response.status}: ${text.slice(0, 200)}` };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A GET that must succeed (for setup and checks): its JSON body. */
export async function getJson<T>(origin: string, path: string, user?: SoakUser | null): Promise<T> {
  const outcome = await call(origin, "GET", path, user);
  if (outcome.kind !== "ack")
    throw new Error(
      `GET ${path}: ${outcome.kind === "doubt" ? outcome.error : `${outcome.status} ${JSON.stringify(outcome.body)}`}`,
    );
  return outcome.body as T;
}

/** Runs `task` over `items`, `concurrency` at a time. */
export async function inParallel<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
