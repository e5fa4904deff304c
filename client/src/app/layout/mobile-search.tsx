import { Search } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchForm } from "@/components/search/search-form";
import { Button } from "@/components/ui/button";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import { cn } from "@/lib/utils";
import { useCompactAfterScroll } from "./use-scroll";

// The overlay (a Radix dialog) mounts when the browser is idle, or on the tap that opens it.
const MobileSearchDialog = lazyWhenIdle(() =>
  import("./mobile-search-dialog").then((m) => ({ default: m.MobileSearchDialog })),
);

/**
 * Mobile search (< md): a bar under the header that scrolls away; past 100 px a floating button
 * opens the 'Search Services' overlay instead. Back at the top, the button goes away.
 */
export function MobileSearch() {
  const { t } = useTranslation();
  const compact = useCompactAfterScroll();
  const idle = useIdle();
  const [open, setOpen] = useState(false);
  return (
    <div className="md:hidden">
      <div className="border-b bg-background px-4 py-3">
        <SearchForm variant="mobile" />
      </div>
      <Button
        size="icon"
        aria-label={t("search.open")}
        onClick={() => setOpen(true)}
        className={cn(
          "fixed right-4 bottom-20 z-30 size-12 rounded-full shadow-lg transition-all",
          compact ? "scale-100 opacity-100" : "pointer-events-none scale-75 opacity-0",
        )}
        tabIndex={compact ? 0 : -1}
        aria-hidden={compact ? undefined : true}
      >
        <Search className="size-5" aria-hidden="true" />
      </Button>
      {(idle || open) && (
        <Suspense fallback={null}>
          <MobileSearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
