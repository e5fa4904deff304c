import type {
  CategoryCount,
  Enrollment,
  MyEnrollment,
  ProgramDetail,
  ProgramsPage,
} from "@domain/training-api";
import { FEATURED_COURSES_COUNT, TRAINING_PAGE_SIZE } from "@domain/training-api-rules";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { queryKeyToUrl } from "@/lib/query-client";
import type { Filters } from "./filters";

export const programsKey = ["/api/training/programs"] as const;
export const categoriesKey = ["/api/training/categories"] as const;
export const enrollmentsKey = ["/api/training/enrollments"] as const;

const programKey = (id: string) => [...programsKey, id] as const;

function fetchKey<T>(key: readonly unknown[], signal: AbortSignal): Promise<T> {
  return api.get<T>(queryKeyToUrl(key), signal);
}

/** The catalog, best rated first, a page at a time ("Load More"). */
export function usePrograms(filters: Partial<Filters>) {
  return useInfiniteQuery({
    queryKey: [...programsKey, { ...filters, pageSize: TRAINING_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) =>
      fetchKey<ProgramsPage>(
        [...programsKey, { ...filters, pageSize: TRAINING_PAGE_SIZE, page: pageParam }],
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last: ProgramsPage) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** Featured Training Courses: the few with the most students now. */
export function useFeaturedPrograms() {
  const key = [...programsKey, { sort: "popular", pageSize: FEATURED_COURSES_COUNT }];
  return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchKey<ProgramsPage>(key, signal) });
}

export function useProgram(id: string) {
  return useQuery({
    queryKey: programKey(id),
    queryFn: ({ signal }) => fetchKey<ProgramDetail>(programKey(id), signal),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => fetchKey<CategoryCount[]>(categoriesKey, signal),
  });
}

/** The signed-in user's enrolments ("My Training"). */
export function useMyEnrollments() {
  return useQuery({
    queryKey: enrollmentsKey,
    queryFn: ({ signal }) => fetchKey<MyEnrollment[]>(enrollmentsKey, signal),
  });
}

/** Enrolling or cancelling moves the course's button, its students figure and My Training. */
function useRefreshTraining() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: programsKey }),
      queryClient.invalidateQueries({ queryKey: enrollmentsKey }),
    ]);
}

export function useEnroll() {
  const refresh = useRefreshTraining();
  return useMutation({
    mutationFn: (programId: string) => api.post<Enrollment>(`${programKey(programId).join("/")}/enroll`),
    onSettled: refresh,
  });
}

export function useCancelEnrollment() {
  const refresh = useRefreshTraining();
  return useMutation({
    mutationFn: (enrollmentId: string) => api.delete<Enrollment>(`${enrollmentsKey[0]}/${enrollmentId}`),
    onSettled: refresh,
  });
}
