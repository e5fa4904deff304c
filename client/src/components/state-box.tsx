import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** An empty or error state: an icon, a title and what to do about it. */
export function StateBox({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-12 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">{title}</p>
      {children && (
        <div className="grid max-w-md justify-items-center gap-3 text-muted-foreground text-sm">
          {children}
        </div>
      )}
    </div>
  );
}
