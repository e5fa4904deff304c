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
    let lastY = window.scrollY;
    return onScroll(() => {
      const y = window.scrollY;
      if (y > lastY && y > threshold) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    });
  }, [threshold]);
  return hidden;
}
