import type { BidWithJob } from "@domain/bids";
import { useState } from "react";
import type { BidActions } from "./bid-card";
import { BidDialog } from "./bid-dialog";
import { EditBidDialog } from "./edit-bid-dialog";

/**
 * What my bid cards open: the bid dialog (View Details), the edit form (Edit Bid, also from the
 * bid dialog) and the job (View Project, through `openJob`, which the page owns).
 */
export function useBidDialogs(openJob: (jobId: string) => void) {
  const [viewing, setViewing] = useState<BidWithJob | null>(null);
  const [editing, setEditing] = useState<BidWithJob | null>(null);

  const actions: BidActions = {
    onView: setViewing,
    onEdit: setEditing,
    onProject: (bid) => openJob(bid.jobId),
  };
  const dialogs = (
    <>
      <BidDialog bid={viewing} onClose={() => setViewing(null)} onEdit={setEditing} />
      <EditBidDialog
        bid={editing}
        onClose={() => setEditing(null)}
        // The open bid dialog shows the saved bid at once, and closes on a withdrawn one.
        onSaved={(saved) => setViewing((open) => (open?.id === saved.id ? { ...open, ...saved } : open))}
        onWithdrawn={(id) => setViewing((open) => (open?.id === id ? null : open))}
      />
    </>
  );
  return { actions, dialogs };
}
