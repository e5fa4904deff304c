import type { QueryClient } from "@tanstack/react-query";
import { outbox, startOutboxSync } from "./outbox-sync";
import { forgetSavedQueries, persistQueries } from "./query-persist";

/** After the first render: save the user's reads as they arrive, and let the outbox follow the user. */
export function startOfflineSync(client: QueryClient): void {
  persistQueries(client);
  startOutboxSync(client);
}

/** Deletes the saved reads and the outbox (sign-out). */
export async function forgetOfflineSync(): Promise<void> {
  await Promise.all([forgetSavedQueries(), outbox.clear().catch(() => undefined)]);
}
