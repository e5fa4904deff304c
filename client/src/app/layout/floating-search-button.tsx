import { Search } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useClearOfControls } from "./use-clear-of-controls";
import { useCompactAfterScroll } from "./use-scroll";

/**
 * The floating search button of phones: shown past 100 px of scrolling (the search bar has scrolled
 * away), gone back at the top; it steps aside while it would cover a control of the page or while a
 * field is being filled in. Loaded when the browser is idle: nobody has scrolled before that.
 */
export function FloatingSearchButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const scrolled = useCompactAfterScroll();
  const compact = useClearOfControls(button, scrolled) && scrolled;
  return (
    <Button
      ref={button}
      size="icon"
      aria-label={t("search.open")}
      onClick={onOpen}
      className={cn(
        "fixed right-4 bottom-20 z-30 size-12 rounded-full shadow-lg transition-all",
        compact ? "scale-100 opacity-100" : "pointer-events-none scale-75 opacity-0",
      )}
      tabIndex={compact ? 0 : -1}
      aria-hidden={compact ? undefined : true}
    >
      <Search className="size-5" aria-hidden="true" />
    </Button>
  );
}
