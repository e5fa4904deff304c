import { useId } from "react";
import { LazySelect } from "@/components/lazy-select";
import { Label } from "@/components/ui/label";

export type Choice = { value: string; label: string };

/** A labelled Radix select of a few choices. */
export function FilterSelect({
  label,
  value,
  choices,
  onChange,
  className,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ?? "grid gap-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      <LazySelect id={id} value={value} onValueChange={onChange} options={choices} />
    </div>
  );
}
