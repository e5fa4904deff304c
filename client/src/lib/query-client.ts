import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { api } from "./api";
import { errorStatus } from "./api-error";

/** Reads retry up to 2 times, never after a 401 (SPEC §8). */
export function shouldRetryQuery(failureCount: number, error: Error): boolean {
  return failureCount < 2 && errorStatus(error) !== 401;
}

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
