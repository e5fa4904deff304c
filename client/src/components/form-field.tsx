import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type FormFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its error (or hint) under it, wired up for screen readers. */
export function FormField({ id, label, error, hint, ...inputProps }: FormFieldProps) {
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...inputProps}
      />
      {note && (
        <p id={noteId} className={error ? "text-destructive text-sm" : "text-muted-foreground text-xs"}>
          {note}
        </p>
      )}
    </div>
  );
}
