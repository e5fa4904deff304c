import type { TrainingCategory } from "@domain/training/catalogue";
import {
  ConciergeBell,
  GraduationCap,
  HardHat,
  HeartPulse,
  Laptop,
  type LucideIcon,
  Sparkles,
  Zap,
} from "lucide-react";
import { cn } from "@/lib/utils";

const ICONS: Record<TrainingCategory, { icon: LucideIcon; tone: string }> = {
  Construction: { icon: HardHat, tone: "bg-amber-500/15 text-amber-700 dark:text-amber-300" },
  "Electrical & Electronics": { icon: Zap, tone: "bg-yellow-500/15 text-yellow-700 dark:text-yellow-300" },
  "Beauty & Wellness": { icon: Sparkles, tone: "bg-pink-500/15 text-pink-700 dark:text-pink-300" },
  Hospitality: { icon: ConciergeBell, tone: "bg-orange-500/15 text-orange-700 dark:text-orange-300" },
  "Information Technology": { icon: Laptop, tone: "bg-sky-500/15 text-sky-700 dark:text-sky-300" },
  "Health & Care": { icon: HeartPulse, tone: "bg-rose-500/15 text-rose-700 dark:text-rose-300" },
};

/** The icon of a training category in its own colour, in a rounded tile. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const { icon: Icon, tone } = ICONS[category as TrainingCategory] ?? {
    icon: GraduationCap,
    tone: "bg-primary/10 text-primary",
  };
  return (
    <span className={cn("flex shrink-0 items-center justify-center rounded-lg", tone, className)}>
      <Icon className="size-1/2" aria-hidden="true" />
    </span>
  );
}
