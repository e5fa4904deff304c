import { type ComponentProps, lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { whenIdle } from "@/lib/idle";
import type * as Eager from "./charts";

// Recharts (with d3) is most of the dashboard's code: the charts load on their own (when shown, or
// when the browser is idle), behind skeletons of their size, so the numbers around them show first.
const charts = () => import("./charts");
void whenIdle().then(charts);
const EarningsTrend = lazy(() => charts().then((m) => ({ default: m.EarningsTrendChart })));
const WeeklyEarnings = lazy(() => charts().then((m) => ({ default: m.WeeklyEarningsChart })));
const Categories = lazy(() => charts().then((m) => ({ default: m.CategoriesChart })));

export function LazyEarningsTrendChart(props: ComponentProps<typeof Eager.EarningsTrendChart>) {
  return (
    <Suspense fallback={<Skeleton className="h-56 lg:h-full lg:min-h-56" />}>
      <EarningsTrend {...props} />
    </Suspense>
  );
}

export function LazyWeeklyEarningsChart(props: ComponentProps<typeof Eager.WeeklyEarningsChart>) {
  return (
    <Suspense fallback={<Skeleton className="h-56" />}>
      <WeeklyEarnings {...props} />
    </Suspense>
  );
}

export function LazyCategoriesChart(props: ComponentProps<typeof Eager.CategoriesChart>) {
  const rows = Math.min(props.categories.length, 6);
  return (
    <Suspense fallback={<Skeleton style={{ height: Math.max(rows * 40, 120) }} />}>
      <Categories {...props} />
    </Suspense>
  );
}
