import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type DashboardCardProps = {
  title: string;
  icon: LucideIcon;
  description?: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled dashboard panel; its heading names the region for screen readers. */
export function DashboardCard({
  title,
  icon: Icon,
  description,
  action,
  className,
  children,
}: DashboardCardProps) {
  const id = useId();
  return (
    <Card className={cn("flex min-w-0 flex-col", className)}>
      <section aria-labelledby={id} className="flex flex-1 flex-col">
        <div className="flex items-start gap-3 p-5 pb-3 sm:p-6 sm:pb-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={id} className="font-semibold leading-tight">
              {title}
            </h2>
            {description && <p className="text-muted-foreground text-sm">{description}</p>}
          </div>
          {action}
        </div>
        <CardContent className="flex-1">{children}</CardContent>
      </section>
    </Card>
  );
}

/** The honest empty state of a panel. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="grid h-full min-h-24 place-items-center rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}
