import { lazy, Suspense } from "react";
import { useOnline } from "@/lib/online";

// Its words, the saved-at time and the outbox count are fetched only once the browser goes offline
// (the service worker has them precached).
const OfflineNoticeContent = lazy(() =>
  import("./offline-notice-content").then((m) => ({ default: m.OfflineNoticeContent })),
);

/**
 * The app-wide offline notice under the header. The live region is always there, so what appears
 * in it when the connection goes is announced. On phones it stays in sight under the sticky header
 * (65 px); on wide screens, where the header also holds the navigation, it scrolls with the page.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className="z-40 max-md:sticky max-md:top-[65px]">
      {!online && (
        <Suspense fallback={null}>
          <OfflineNoticeContent />
        </Suspense>
      )}
    </div>
  );
}
