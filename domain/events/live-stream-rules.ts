// How GET /api/events ends a stream on purpose, without zod, so the client's stream code can use it.

/**
 * The last event of a stream the server ends on purpose; its data is `{ reason }`. The browser
 * must not reconnect: its session has ended, or newer streams of the same user took its place.
 */
export const STREAM_END_EVENT = "stream.end";

export type StreamEndReason =
  /** Logout, password change elsewhere, suspension or expiry: reconnecting would only get a 401. */
  | "session-ended"
  /** The user opened more streams than allowed (10): the oldest gives way. */
  | "replaced"
  /** An admin suspended the account: the app signs out and says so. */
  | "suspended";

/** The most live-event streams one user may hold open, over every instance. */
export const MAX_STREAMS_PER_USER = 10;
