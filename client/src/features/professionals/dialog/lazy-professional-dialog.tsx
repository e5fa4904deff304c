import { Suspense } from "react";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import { useProDialog } from "../use-pro-dialog";

// The dialog (Radix dialog, tabs, reviews, availability) is not needed for the directory's first
// paint: it mounts when the browser is idle, or at once when a professional is opened (?pro=).
const ProfessionalDialog = lazyWhenIdle(() =>
  import("./professional-dialog").then((m) => ({ default: m.ProfessionalDialog })),
);

/** ProfessionalDialog, its code fetched on the side. */
export function LazyProfessionalDialog() {
  const { openId } = useProDialog();
  const idle = useIdle();
  if (!idle && !openId) return null;
  return (
    <Suspense fallback={null}>
      <ProfessionalDialog />
    </Suspense>
  );
}
