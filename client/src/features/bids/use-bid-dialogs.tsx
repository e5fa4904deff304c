import type { BidWithJob } from "@domain/bids/schemas";
import { Suspense, useState } from "react";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import type { BidActions } from "./bid-card";

// The dialogs (Radix dialog, the edit form with its domain schema) are not needed for the lists'
// first paint: they mount when the browser is idle, or when one is opened before that.
const BidDialog = lazyWhenIdle(() => import("./bid-dialog").then((m) => ({ default: m.BidDialog })));
const EditBidDialog = lazyWhenIdle(() =>
  import("./edit-bid-dialog").then((m) => ({ default: m.EditBidDialog })),
);

/**
 * What my bid cards open: the bid dialog (View Details), the edit form (Edit Bid, also from the
 * bid dialog) and the job (View Project, through `openJob`, which the page owns).
 */
export function useBidDialogs(openJob: (jobId: string) => void) {
  const [viewing, setViewing] = useState<BidWithJob | null>(null);
  const [editing, setEditing] = useState<BidWithJob | null>(null);
  const idle = useIdle();

  const actions: BidActions = {
    onView: setViewing,
    onEdit: setEditing,
    onProject: (bid) => openJob(bid.jobId),
  };
  const dialogs = (idle || viewing || editing) && (
    <Suspense fallback={null}>
      <BidDialog bid={viewing} onClose={() => setViewing(null)} onEdit={setEditing} />
      <EditBidDialog
        bid={editing}
        onClose={() => setEditing(null)}
        // The open bid dialog shows the saved bid at once, and closes on a withdrawn one.
        onSaved={(saved) => setViewing((open) => (open?.id === saved.id ? { ...open, ...saved } : open))}
        onWithdrawn={(id) => setViewing((open) => (open?.id === id ? null : open))}
      />
    </Suspense>
  );
  return { actions, dialogs };
}
