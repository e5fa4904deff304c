import { type ReactNode, useEffect, useRef } from "react";

/**
 * A view's heading, focused when the view appears: screen readers hear the change (searching →
 * found) and a phone scrolled down to the form's button sees the new view.
 */
export function ViewHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="scroll-mt-24 font-bold text-2xl tracking-tight outline-none">
      {children}
    </h2>
  );
}
