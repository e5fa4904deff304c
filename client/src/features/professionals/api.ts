import type {
  ProfessionalCard,
  ProfessionalDetail,
  ProfessionalReviewsPage,
  ProfessionalsPage,
  ProfessionalTasksPage,
} from "@domain/professionals";
import { HOME_PROFESSIONALS_COUNT, PROFESSIONALS_PAGE_SIZE } from "@domain/professionals-rules";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api";
import { queryKeyToUrl } from "@/lib/query-client";
import type { ApiFilters } from "./filters";

export const professionalsKey = ["/api/professionals"] as const;
export const savedProfessionalsKey = ["/api/saved-professionals"] as const;

const professionalKey = (id: string) => [...professionalsKey, id] as const;

/** GET the URL of a query key, typed by the domain's response schema. */
function fetchKey<T>(key: readonly unknown[], signal: AbortSignal): Promise<T> {
  return api.get<T>(queryKeyToUrl(key), signal);
}

type Paged = { total: number; totalCapped?: boolean };
/** The offset of the next page, or undefined when everything is loaded. */
function nextOffset<P extends Paged>(items: (page: P) => unknown[]) {
  return (last: P, pages: P[]) => {
    const loaded = pages.reduce((sum, page) => sum + items(page).length, 0);
    // Past a capped total ("1,000+"), there is more while pages keep coming.
    const more = loaded < last.total || (last.totalCapped === true && items(last).length > 0);
    return more ? loaded : undefined;
  };
}

/** The directory, best rated first, a page at a time ("Load more"). */
export function useProfessionals(filters: ApiFilters) {
  return useInfiniteQuery({
    queryKey: [...professionalsKey, { ...filters, limit: PROFESSIONALS_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) =>
      fetchKey<ProfessionalsPage>(
        [...professionalsKey, { ...filters, limit: PROFESSIONALS_PAGE_SIZE, offset: pageParam }],
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset<ProfessionalsPage>((page) => page.professionals),
  });
}

/** The first few professionals for the customer home. */
export function useTopProfessionals() {
  const key = [...professionalsKey, { limit: HOME_PROFESSIONALS_COUNT }];
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchKey<ProfessionalsPage>(key, signal),
  });
}

export function useProfessional(id: string) {
  return useQuery({
    queryKey: professionalKey(id),
    queryFn: ({ signal }) => fetchKey<ProfessionalDetail>(professionalKey(id), signal),
  });
}

const HISTORY_PAGE_SIZE = 5;

export function useProfessionalReviews(id: string) {
  const key = [...professionalKey(id), "reviews"];
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      fetchKey<ProfessionalReviewsPage>([...key, { limit: HISTORY_PAGE_SIZE, offset: pageParam }], signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<ProfessionalReviewsPage>((page) => page.reviews),
  });
}

export function useProfessionalTasks(id: string) {
  const key = [...professionalKey(id), "jobs"];
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      fetchKey<ProfessionalTasksPage>([...key, { limit: HISTORY_PAGE_SIZE, offset: pageParam }], signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<ProfessionalTasksPage>((page) => page.jobs),
  });
}

/** The signed-in user's saved professionals; off for visitors. */
export function useSavedProfessionals(enabled: boolean) {
  return useQuery({
    queryKey: savedProfessionalsKey,
    queryFn: ({ signal }) => fetchKey<ProfessionalCard[]>(savedProfessionalsKey, signal),
    enabled,
  });
}

export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }) =>
      apiRequest(save ? "PUT" : "DELETE", `${savedProfessionalsKey[0]}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedProfessionalsKey }),
  });
}
