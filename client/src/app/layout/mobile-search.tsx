import { Suspense, useState } from "react";
import { SearchForm } from "@/components/search/search-form";
import { lazyWhenIdle, useIdle } from "@/lib/idle";

// The floating button and the overlay (a Radix dialog) mount when the browser is idle: the first
// paint shows the bar alone, and the first-load budget keeps what only scrolling needs out of it.
const FloatingSearchButton = lazyWhenIdle(() =>
  import("./floating-search-button").then((m) => ({ default: m.FloatingSearchButton })),
);
const MobileSearchDialog = lazyWhenIdle(() =>
  import("./mobile-search-dialog").then((m) => ({ default: m.MobileSearchDialog })),
);

/**
 * Mobile search (< md): a bar under the header that scrolls away; past 100 px a floating button
 * opens the 'Search Services' overlay instead (./floating-search-button.tsx).
 */
export function MobileSearch() {
  const idle = useIdle();
  const [open, setOpen] = useState(false);
  return (
    <div className="md:hidden">
      <div className="border-b bg-background px-4 py-3">
        <SearchForm variant="mobile" />
      </div>
      {idle && (
        <Suspense fallback={null}>
          <FloatingSearchButton onOpen={() => setOpen(true)} />
          <MobileSearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
