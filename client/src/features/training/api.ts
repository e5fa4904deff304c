import { FEATURED_COURSES_COUNT, TRAINING_PAGE_SIZE } from "@domain/training/rules";
import type {
  CategoryCount,
  Enrollment,
  MyEnrollment,
  ProgramDetail,
  ProgramsPage,
} from "@domain/training/schemas";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { queryKeyToUrl } from "@/lib/query-client";
import type { Filters } from "./filters";

const programsKey = ["/api/training/programs"] as const;
const enrollmentsKey = ["/api/training/enrollments"] as const;

const programKey = (id: string) => [...programsKey, id] as const;

/** The catalog, best rated first, a page at a time ("Load More"). */
export const programsQuery = (filters: Partial<Filters>) =>
  infiniteQueryOptions({
    queryKey: [...programsKey, { ...filters, pageSize: TRAINING_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) =>
      api.get<ProgramsPage>(
        queryKeyToUrl([...programsKey, { ...filters, pageSize: TRAINING_PAGE_SIZE, page: pageParam }]),
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last: ProgramsPage) => (last.hasMore ? last.page + 1 : undefined),
  });

/** Featured Training Courses: the few with the most students now. */
export const featuredProgramsQuery = () =>
  queryOptions({
    queryKey: [...programsKey, { sort: "popular", pageSize: FEATURED_COURSES_COUNT }],
    queryFn: getByKey<ProgramsPage>,
  });

export const programQuery = (id: string) =>
  queryOptions({ queryKey: programKey(id), queryFn: getByKey<ProgramDetail> });

export const categoriesQuery = () =>
  queryOptions({ queryKey: ["/api/training/categories"], queryFn: getByKey<CategoryCount[]> });

/** The signed-in user's enrolments ("My Training"). */
export const myEnrollmentsQuery = () =>
  queryOptions({ queryKey: enrollmentsKey, queryFn: getByKey<MyEnrollment[]> });

export function usePrograms(filters: Partial<Filters>) {
  return useInfiniteQuery(programsQuery(filters));
}

export function useFeaturedPrograms() {
  return useQuery(featuredProgramsQuery());
}

export function useProgram(id: string) {
  return useQuery(programQuery(id));
}

export function useCategories() {
  return useQuery(categoriesQuery());
}

export function useMyEnrollments() {
  return useQuery(myEnrollmentsQuery());
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
