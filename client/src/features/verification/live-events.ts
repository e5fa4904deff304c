import { currentUserKey } from "@/lib/current-user";
import { featureLiveEvents } from "@/lib/live-event-table";
import { myVerificationsKey } from "./api";

/** Verification on the live stream: a reviewed or revoked document refreshes my documents and me (the badge), and is told. */
export const verificationLiveEvents = featureLiveEvents({
  on: {
    "verification.reviewed": {
      refresh: [myVerificationsKey, currentUserKey],
      toast: (event, { t }) => {
        const type = t(`verification.types.${event.verificationType}`);
        return event.status === "approved"
          ? { title: t("verification.live.approved"), description: type, variant: "success" }
          : {
              title: t("verification.live.rejected"),
              description: event.adminNotes ? `${type}: ${event.adminNotes}` : type,
              variant: "destructive",
            };
      },
    },
    "verification.revoked": {
      refresh: [myVerificationsKey, currentUserKey],
      toast: (event, { t }) => ({
        title: t("verification.live.revoked"),
        description: `${t(`verification.types.${event.verificationType}`)}: ${event.reason}`,
        variant: "destructive",
      }),
    },
  },
});
