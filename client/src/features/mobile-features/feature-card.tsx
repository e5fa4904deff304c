import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

type FeatureCardProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** A badge beside the title (e.g. "Native app only"). */
  badge?: ReactNode;
  /** The button that tries the feature. */
  action: ReactNode;
  /** What the last try gave (a preview, coordinates); announced as it changes. */
  children?: ReactNode;
};

/** One device feature: what it is for, a button to try it, and what the try gave. */
export function FeatureCard({
  id,
  icon: Icon,
  title,
  description,
  badge,
  action,
  children,
}: FeatureCardProps) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region" className="flex flex-col">
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2
            id={`${id}-title`}
            className="flex flex-wrap items-center gap-2 font-semibold text-lg leading-tight"
          >
            {title}
            {badge}
          </h2>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="mt-auto grid gap-4">
        {action}
        <div aria-live="polite" className="empty:hidden">
          {children}
        </div>
      </CardContent>
    </Card>
  );
}
