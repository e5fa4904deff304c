import { AlertCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** Why a form was not sent, inside the form, read out as it appears: a title and what to do. */
export function FormAlert({
  title,
  description,
  className,
}: {
  title: string;
  description?: string;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm",
        className,
      )}
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-medium text-destructive">{title}</p>
        {description && <p className="text-foreground">{description}</p>}
      </div>
    </div>
  );
}
