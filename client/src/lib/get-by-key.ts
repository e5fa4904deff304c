import type { QueryKey } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeyToUrl } from "./query-client";

/**
 * The queryFn of a query whose key is its API path: GET the key's URL, typed. Each feature's
 * query factories use it, so a key is written once and is also the URL it reads:
 *
 *   queryOptions({ queryKey: [...jobsKey, id], queryFn: getByKey<JobDetail> })
 */
export function getByKey<T>({ queryKey, signal }: { queryKey: QueryKey; signal: AbortSignal }): Promise<T> {
  return api.get<T>(queryKeyToUrl(queryKey), signal);
}
