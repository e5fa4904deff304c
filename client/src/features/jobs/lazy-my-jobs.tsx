import { type ComponentProps, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyWhenIdle } from "@/lib/idle";
import type { MyJobs as EagerMyJobs } from "./my-jobs";

// My Jobs (job cards with the review form) is a tab away from the list the page opens on: its code
// loads when the browser is idle, or when the tab is opened first.
const MyJobs = lazyWhenIdle(() => import("./my-jobs").then((m) => ({ default: m.MyJobs })));

/** MyJobs, with the skeleton it shows while loading until its code is in. */
export function LazyMyJobs(props: ComponentProps<typeof EagerMyJobs>) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="grid gap-4">
          <span className="sr-only" role="status">
            {t("app.loading")}
          </span>
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      }
    >
      <MyJobs {...props} />
    </Suspense>
  );
}
