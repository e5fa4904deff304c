import { Suspense } from "react";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import { useToasts } from "@/lib/use-toast";

// Radix Toast is not needed for the first paint: the toast region mounts when the browser is idle,
// or at once for a toast that comes before that (e.g. "Welcome back!" carried across a reload).
const Toaster = lazyWhenIdle(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function DeferredToaster(props: { closeLabel: string; regionLabel: string }) {
  const idle = useIdle();
  const waiting = useToasts().length > 0;
  if (!idle && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
