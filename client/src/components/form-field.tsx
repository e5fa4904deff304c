import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Field, noteId } from "./field";

type FormFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its error (or hint) under it, wired up for screen readers. */
export function FormField({ id, label, error, hint, ...inputProps }: FormFieldProps) {
  const note = error ?? hint;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId(id) : undefined}
        {...inputProps}
      />
    </Field>
  );
}
