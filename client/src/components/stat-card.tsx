import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

const TONES = {
  blue: "bg-brand-blue/10 text-brand-blue",
  primary: "bg-primary/10 text-primary",
  yellow: "bg-warning/20 text-warning-foreground",
  green: "bg-success/15 text-success",
  red: "bg-destructive/15 text-destructive",
} as const;

type StatCardProps = {
  icon: LucideIcon;
  label: string;
  /** Undefined while loading: a placeholder in its place. */
  value: string | undefined;
  tone: keyof typeof TONES;
};

/** One number with its label and icon, for the rows of statistics above a list. */
export function StatCard({ icon: Icon, label, value, tone }: StatCardProps) {
  return (
    <Card className="flex items-center gap-2.5 p-3 sm:gap-3 sm:p-4">
      <div
        className={cn("flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10", TONES[tone])}
      >
        <Icon className="size-4 sm:size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <p className="text-muted-foreground text-xs leading-tight sm:text-sm">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-6 w-10" />
        ) : (
          <p className="font-bold text-xl tabular-nums leading-tight sm:text-2xl">{value}</p>
        )}
      </div>
    </Card>
  );
}
