import { type KeyboardEvent, type ReactElement, type ReactNode, Suspense, useState } from "react";

/** What the look-alike trigger of a menu whose code is not in yet needs: a button that asks for it. */
export type StandInProps = {
  "aria-haspopup": "menu";
  "aria-expanded": false;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
};

/**
 * A header menu (Radix dropdown) whose code loads on the side: until it is first used, a button that
 * looks the same stands in. Pointing at it or focusing it fetches the code; the tap (or key) that
 * uses it mounts the real menu already open, so the first tap always opens it, loaded or not.
 */
export function DeferredMenu({
  preload,
  standIn,
  children,
}: {
  preload: () => Promise<unknown>;
  standIn: (props: StandInProps) => ReactElement;
  /** The real menu, mounted on the stand-in's first use: it should start open (defaultOpen). */
  children: ReactNode;
}) {
  const [used, setUsed] = useState(false);
  const fetchCode = () => void preload();
  const open = () => {
    fetchCode();
    setUsed(true);
  };
  const button = standIn({
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onClick: open,
    // A Radix menu trigger also opens on ArrowDown.
    onKeyDown: (event) => {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        open();
      }
    },
    onPointerEnter: fetchCode,
    onFocus: fetchCode,
  });
  if (!used) return button;
  return <Suspense fallback={button}>{children}</Suspense>;
}
