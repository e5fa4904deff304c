import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryFunction,
  type QueryKey,
} from "@tanstack/react-query";
import { isSuspendedError, signOutSuspended } from "./account-suspended";
import { api } from "./api";
import { errorStatus } from "./api-error";

/** Reads retry up to 2 times, never after a 401 (SPEC §8) or a suspension. */
export function shouldRetryQuery(failureCount: number, error: Error): boolean {
  return failureCount < 2 && errorStatus(error) !== 401 && !isSuspendedError(error);
}

/** Any call answered "your account is suspended" signs the user out, saying why. */
const onSuspended = (error: Error) => {
  if (isSuspendedError(error)) signOutSuspended();
};

type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The URL of a query key: its string parts joined as a path, and a trailing object (if any) as the
 * query string with empty values left out. ["/api/jobs", 7] → "/api/jobs/7".
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const parts: string[] = [];
  const search = new URLSearchParams();
  for (const part of queryKey) {
    if (part && typeof part === "object") {
      for (const [name, value] of Object.entries(part as QueryParams)) {
        if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
      }
    } else {
      parts.push(String(part));
    }
  }
  const query = search.toString();
  return query ? `${parts.join("/")}?${query}` : parts.join("/");
}

const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => api.get(queryKeyToUrl(queryKey), signal);

/**
 * Offline (lib/query-persist.ts saves the reads for it): a read is tried once, as the service worker
 * may answer it from its cache; if that fails its retries wait for the connection, so a page keeps
 * showing what it has (or its placeholders) and refreshes by itself when the network is back. Reads
 * stay in memory a day, so what a person saw earlier in the visit is still there to save. A write
 * is never held back: offline it fails at once with the network's error (messages and bids wait in
 * the outbox instead, lib/outbox.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onSuspended }),
    mutationCache: new MutationCache({ onError: onSuspended }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 5 * 60 * 1000,
        gcTime: 24 * 60 * 60 * 1000,
        networkMode: "offlineFirst",
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

export const queryClient = createQueryClient();
