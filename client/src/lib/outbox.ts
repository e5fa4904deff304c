import { ApiError } from "./api-error";

/**
 * The outbox: writes made without a connection (a message, a bid), kept in the browser's database
 * with the Idempotency-Key made when the person pressed Send, and sent in the order they were made
 * once the network is back. Every attempt carries that same key, so however often an item is sent
 * (a lost answer, two tabs at once) the server writes it once and answers the repeats with the first
 * answer. A refusal (4xx) stops the item with its error for the person to read and discard; a
 * network failure or a server error (5xx, 429) waits and tries again, longer each time.
 */

export type OutboxKind = "message" | "bid";

/** A refusal as the outbox keeps it (an ApiError's fields: the database stores no classes). */
export type OutboxFailure = {
  status: number;
  code: string | undefined;
  message: string;
  field: string | undefined;
  params: Record<string, string | number>;
};

export type OutboxItem = {
  /** The Idempotency-Key, made once when the person pressed Send; also the item's id. */
  id: string;
  userId: string;
  kind: OutboxKind;
  url: string;
  body: Record<string, unknown>;
  /** When it was made (ms); the sending order. */
  createdAt: number;
  attempts: number;
  /** Not before this time (ms) after a failed attempt; null to send at once. */
  retryAt: number | null;
  /** The server's refusal: never sent again, shown until discarded. */
  failure: OutboxFailure | null;
  /** The query keys to refresh once it is sent (the thread, the job's bids...). */
  refresh: readonly (readonly unknown[])[];
};

export type NewOutboxItem = Pick<OutboxItem, "id" | "userId" | "kind" | "url" | "body" | "refresh">;

export type OutboxStore = {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  delete(id: string): Promise<void>;
};

export type OutboxDeps = {
  store: OutboxStore;
  /** One attempt: resolves when the server accepted it, throws ApiError for an answer, else a network error. */
  send: (item: OutboxItem) => Promise<void>;
  now?: () => number;
  /**
   * After an item was accepted, before it leaves the outbox: refresh what shows it, so the sent
   * version replaces the waiting one without a gap (waited for up to ON_SENT_WAIT_MS).
   */
  onSent?: (item: OutboxItem) => unknown;
  /** After the server refused an item (what shows it may be out of date: a job closed meanwhile). */
  onRefused?: (item: OutboxItem) => void;
};

export type FlushResult = {
  sent: OutboxItem[];
  failed: OutboxItem[];
  /** When the first item still waiting may be tried again (ms), if one waits. */
  nextRetryAt: number | null;
};

const RETRY_BASE_MS = 2000;
const ON_SENT_WAIT_MS = 3000;
const RETRY_MAX_MS = 60_000;

/** The wait after the `attempts`-th failed attempt: 2 s, 4 s, 8 s … at most a minute, or Retry-After if longer. */
export function retryDelay(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

/**
 * A refusal of the request itself (4xx), which sending it again cannot change. Not: 408 and 429
 * (try later), 409 with Retry-After (the same key is still being written), 401 (the session ended:
 * the app signs out, which clears the outbox).
 */
export function isRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return false;
  if ([401, 408, 429].includes(error.status)) return false;
  return !(error.status === 409 && error.retryAfter !== undefined);
}

/** A kept refusal as the ApiError it was, for lib/error-text.ts to put into words. */
export const failureAsError = ({ status, code, message, field, params }: OutboxFailure) =>
  new ApiError(status, code as ApiError["code"], message, field, params);

const byAge = (a: OutboxItem, b: OutboxItem) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox({ store, send, now = Date.now, onSent, onRefused }: OutboxDeps) {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  let lastCreatedAt = 0;
  let flushing: Promise<FlushResult> | null = null;
  let again = false;

  /** The user's items, oldest first. */
  async function list(userId: string): Promise<OutboxItem[]> {
    return (await store.all()).filter((item) => item.userId === userId).sort(byAge);
  }

  async function add(input: NewOutboxItem): Promise<OutboxItem> {
    // Strictly increasing, so two items made in the same millisecond keep their order.
    lastCreatedAt = Math.max(now(), lastCreatedAt + 1);
    const item: OutboxItem = {
      ...input,
      createdAt: lastCreatedAt,
      attempts: 0,
      retryAt: null,
      failure: null,
    };
    await store.put(item);
    changed();
    return item;
  }

  type Outcome = { outcome: "sent" | "failed" | "stop" } | { outcome: "later"; retryAt: number };

  async function attempt(item: OutboxItem, at: number): Promise<Outcome> {
    try {
      await send(item);
    } catch (error) {
      if (isRefusal(error)) {
        const { status, code, message, field, params } = error;
        await store.put({
          ...item,
          attempts: item.attempts + 1,
          failure: { status, code, message, field, params },
        });
        return { outcome: "failed" };
      }
      if (error instanceof ApiError && error.status === 401) return { outcome: "stop" };
      const attempts = item.attempts + 1;
      const retryAt = at + retryDelay(attempts, error instanceof ApiError ? error.retryAfter : undefined);
      await store.put({ ...item, attempts, retryAt });
      return { outcome: "later", retryAt };
    }
    await Promise.race([
      Promise.resolve(onSent?.(item)).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, ON_SENT_WAIT_MS)),
    ]);
    await store.delete(item.id);
    return { outcome: "sent" };
  }

  async function run(userId: string, force: boolean): Promise<FlushResult> {
    const result: FlushResult = { sent: [], failed: [], nextRetryAt: null };
    for (const item of await list(userId)) {
      if (item.failure) continue;
      const at = now();
      // Order matters (a conversation reads top to bottom): a waiting item holds back those after it.
      if (!force && item.retryAt !== null && item.retryAt > at) {
        result.nextRetryAt = item.retryAt;
        break;
      }
      const done = await attempt(item, at);
      changed();
      if (done.outcome === "sent") {
        result.sent.push(item);
      } else if (done.outcome === "failed") {
        result.failed.push(item);
        onRefused?.(item);
      } else {
        if (done.outcome === "later") result.nextRetryAt = done.retryAt;
        break;
      }
    }
    return result;
  }

  return {
    list,
    add,
    /**
     * Sends the user's waiting items, oldest first, one at a time; `force` ignores the backoff (the
     * network just came back). One flush at a time: a call during one waits for it and returns its
     * result, and the flush goes round once more, so an item added meanwhile is not left behind.
     */
    flush(userId: string, { force = false } = {}): Promise<FlushResult> {
      if (flushing) {
        again = true;
        return flushing;
      }
      flushing = (async () => {
        const total: FlushResult = { sent: [], failed: [], nextRetryAt: null };
        do {
          again = false;
          const round = await run(userId, force);
          total.sent.push(...round.sent);
          total.failed.push(...round.failed);
          total.nextRetryAt = round.nextRetryAt;
        } while (again && total.nextRetryAt === null);
        return total;
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    /** Drops an item (a refused one the person has read, or one they no longer want). */
    async discard(id: string): Promise<void> {
      await store.delete(id);
      changed();
    },
    /** Drops every item, or every item not of `keepUserId` (sign-out, another user signed in). */
    async clear(keepUserId?: string): Promise<void> {
      for (const item of await store.all()) {
        if (item.userId !== keepUserId) await store.delete(item.id);
      }
      changed();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
