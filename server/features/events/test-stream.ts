import type { FastifyInstance } from "fastify";

export type StreamEvent = { id: number; event: string; data: Record<string, unknown> };

/** The base URL of an app listening on a free port (inject cannot stream). */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Reads GET /api/events with fetch: collects named events, and resolves `next` as they arrive.
 */
export async function openStream(baseUrl: string, cookie: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let lastId: number | null = null;
  let retry: number | null = null;
  let waiting: (() => void)[] = [];
  let ended = false;
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();

  const pump = async () => {
    if (!reader) return;
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) {
        ended = true;
        for (const wake of waiting) wake();
        waiting = [];
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        let event = "message";
        let data = "";
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) comments.push(line);
          else if (line.startsWith("id: ")) lastId = Number(line.slice(4));
          else if (line.startsWith("event: ")) event = line.slice(7);
          else if (line.startsWith("data: ")) data += line.slice(6);
          else if (line.startsWith("retry: ")) retry = Number(line.slice(7));
        }
        if (data) events.push({ id: lastId ?? 0, event, data: JSON.parse(data) });
        for (const wake of waiting) wake();
        waiting = [];
      }
    }
  };
  const pumping = pump();
  /** Waits for the next block or the end, at most `ms`. */
  const wake = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  return {
    response,
    events,
    comments,
    get lastId() {
      return lastId;
    },
    get retry() {
      return retry;
    },
    /** Whether the server has ended the stream. */
    get ended() {
      return ended;
    },
    /** Resolves once `count` events (in all) have arrived. */
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        const left = deadline - Date.now();
        if (left <= 0 || ended)
          throw new Error(`${ended ? "ended" : "timed out"} with ${events.length} of ${count} events`);
        await wake(left);
      }
      return events;
    },
    /** Resolves with the ms it took once the server ends the stream; throws after `timeoutMs`. */
    async waitForEnd(timeoutMs = 5000) {
      const started = Date.now();
      while (!ended) {
        const left = started + timeoutMs - Date.now();
        if (left <= 0) throw new Error(`the stream was still open after ${timeoutMs} ms`);
        await wake(left);
      }
      return Date.now() - started;
    },
    /** Resolves once the stream's first id (sent on connect) has arrived. */
    async ready(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (lastId === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      if (lastId === null) throw new Error("stream sent no id");
    },
    async close() {
      abort.abort();
      await pumping;
    },
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
