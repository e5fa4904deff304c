import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** A spinning icon; give it a visible label next to it or an aria-label on its container. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin text-primary", className)} />;
}
