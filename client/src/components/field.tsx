import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control; give it `id` and, for its note, `aria-describedby={noteId(id)}`. */
  children: ReactNode;
};

export const noteId = (id: string) => `${id}-note`;

/** The ARIA a control `id` carries while it has an error: invalid, described by the error under it. */
export const invalidProps = (id: string, invalid: boolean) =>
  invalid ? { "aria-invalid": true, "aria-describedby": noteId(id) } : {};

/** A label, a control and the control's error (or hint) under it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const note = error ?? hint;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {note && (
        <p id={noteId(id)} className={error ? "text-destructive text-sm" : "text-muted-foreground text-xs"}>
          {note}
        </p>
      )}
    </div>
  );
}
