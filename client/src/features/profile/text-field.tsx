import type { ComponentProps, ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type FieldShellProps = { id: string; label: string; error?: string; hint?: string; children: ReactNode };

/** A label, the control, and its error (or hint) wired up for screen readers. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const note = error ?? hint;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {note && (
        <p id={`${id}-note`} className={error ? "text-destructive text-sm" : "text-muted-foreground text-xs"}>
          {note}
        </p>
      )}
    </div>
  );
}

type TextAreaFieldProps = ComponentProps<typeof Textarea> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

export function TextAreaField({ id, label, error, hint, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        {...props}
      />
    </FieldShell>
  );
}
