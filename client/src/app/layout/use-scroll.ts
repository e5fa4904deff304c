import { useEffect, useState } from "react";

/** SPEC §9: the mobile search collapses past 100 px; the bottom nav hides past 50 px. */
export const COMPACT_SEARCH_AFTER_PX = 100;
export const HIDE_NAV_AFTER_PX = 50;

function onScroll(handler: () => void): () => void {
  window.addEventListener("scroll", handler, { passive: true });
  return () => window.removeEventListener("scroll", handler);
}

/** True once scrolled more than `threshold`; false again only back at the top. */
export function useCompactAfterScroll(threshold = COMPACT_SEARCH_AFTER_PX): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(
    () =>
      onScroll(() => {
        const y = window.scrollY;
        if (y > threshold) setCompact(true);
        else if (y <= 0) setCompact(false);
      }),
    [threshold],
  );
  return compact;
}

/** True while scrolling down past `threshold`; false as soon as the user scrolls up. */
export function useHiddenOnScrollDown(threshold = HIDE_NAV_AFTER_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // Not read on mount: reading scrollY then forces a layout in the middle of the first render.
    let lastY: number | undefined;
    return onScroll(() => {
      const y = window.scrollY;
      const previous = lastY ?? y;
      if (y > previous && y > threshold) setHidden(true);
      else if (y < previous) setHidden(false);
      lastY = y;
    });
  }, [threshold]);
  return hidden;
}
