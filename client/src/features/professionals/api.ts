import { HOME_PROFESSIONALS_COUNT, PROFESSIONALS_PAGE_SIZE } from "@domain/professionals/rules";
import type {
  ProfessionalCard,
  ProfessionalDetail,
  ProfessionalReviewsPage,
  ProfessionalsPage,
  ProfessionalTasksPage,
} from "@domain/professionals/schemas";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { queryKeyToUrl } from "@/lib/query-client";
import { professionalKey, professionalsKey } from "@/lib/query-keys";
import type { ApiFilters } from "./filters";

export const savedProfessionalsKey = ["/api/saved-professionals"] as const;

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

/** Where nearest first measures from: the device's position, or (none) the signed-in professional's home. */
export type DirectoryPlace = { lat: number; lng: number } | null;

/** The directory in the order asked (best rated by default), a page at a time ("Load more"). */
export const professionalsQuery = (filters: ApiFilters, place: DirectoryPlace = null) =>
  infiniteQueryOptions({
    queryKey: [...professionalsKey, { ...filters, ...place, limit: PROFESSIONALS_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) =>
      api.get<ProfessionalsPage>(
        queryKeyToUrl([
          ...professionalsKey,
          { ...filters, ...place, limit: PROFESSIONALS_PAGE_SIZE, offset: pageParam },
        ]),
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset<ProfessionalsPage>((page) => page.professionals),
  });

/** The first few professionals for the customer home. */
export const topProfessionalsQuery = () =>
  queryOptions({
    queryKey: [...professionalsKey, { limit: HOME_PROFESSIONALS_COUNT }],
    queryFn: getByKey<ProfessionalsPage>,
  });

export const professionalQuery = (id: string) =>
  queryOptions({ queryKey: professionalKey(id), queryFn: getByKey<ProfessionalDetail> });

const HISTORY_PAGE_SIZE = 5;

/** A page of a professional's history (reviews, jobs): `list` is the path after /api/professionals/:id/. */
function historyQuery<P extends Paged>(id: string, list: "reviews" | "jobs", items: (page: P) => unknown[]) {
  const key = [...professionalKey(id), list] as const;
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api.get<P>(queryKeyToUrl([...key, { limit: HISTORY_PAGE_SIZE, offset: pageParam }]), signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<P>(items),
  });
}

export const professionalReviewsQuery = (id: string) =>
  historyQuery<ProfessionalReviewsPage>(id, "reviews", (page) => page.reviews);

export const professionalTasksQuery = (id: string) =>
  historyQuery<ProfessionalTasksPage>(id, "jobs", (page) => page.jobs);

/** The signed-in user's saved professionals; off for visitors. */
export const savedProfessionalsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: savedProfessionalsKey, queryFn: getByKey<ProfessionalCard[]>, enabled });

export function useProfessionals(filters: ApiFilters, place: DirectoryPlace = null, enabled = true) {
  return useInfiniteQuery({ ...professionalsQuery(filters, place), enabled });
}

export function useTopProfessionals() {
  return useQuery(topProfessionalsQuery());
}

export function useProfessional(id: string) {
  return useQuery(professionalQuery(id));
}

export function useProfessionalReviews(id: string) {
  return useInfiniteQuery(professionalReviewsQuery(id));
}

export function useProfessionalTasks(id: string) {
  return useInfiniteQuery(professionalTasksQuery(id));
}

export function useSavedProfessionals(enabled: boolean) {
  return useQuery(savedProfessionalsQuery(enabled));
}

export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }) =>
      apiRequest(save ? "PUT" : "DELETE", `${savedProfessionalsKey[0]}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedProfessionalsKey }),
  });
}
