import { JOBS_MAX_PAGE_SIZE, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from "@domain/jobs-rules";
import type { MyJob } from "@domain/my-jobs";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

// Under /api/jobs, so whatever refreshes jobs refreshes these too.
const jobsKey = "/api/jobs";

/** How many jobs are open: the X-Total-Count of a one-job page of open jobs; `capped`: more than that ("1,000+"). */
export function useOpenJobsTotal() {
  return useQuery({
    queryKey: [jobsKey, "total", { status: "open" }],
    queryFn: async ({ signal }) => {
      const response = await apiRequest("GET", `${jobsKey}?status=open&limit=1`, undefined, signal);
      return {
        total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? 0),
        capped: response.headers.get(TOTAL_CAPPED_HEADER) === "true",
      };
    },
  });
}

/** My active projects (jobs I am hired on, accepted or in progress) and the direct hires waiting for my answer. */
export function useMyProjects() {
  return useQuery<MyJob[]>({
    queryKey: [jobsKey, "mine", { as: "professional", active: true, limit: JOBS_MAX_PAGE_SIZE }],
  });
}
