import { useSearchParams } from "wouter";
import { readJobSearch, withChanges } from "./job-search";

/** The Jobs page's filters, view and open dialog, read from and written to the URL. */
export function useJobSearch() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null | undefined>) =>
    setParams((previous) => withChanges(previous, changes), { replace: true });
  return { ...readJobSearch(params), update };
}
